import { HOME_TEXT } from './home-texts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A day of the list as a heading: `11月24日 周二`, with 今天 / 明天 / 昨天 where it is one of
 * those. `date` and `today` are Beijing dates (`YYYY-MM-DD`).
 */
export function dayLabel(date: string, today: string): string {
  const day = Date.parse(`${date}T00:00:00Z`);
  const base = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(day)) return date;
  const at = new Date(day);
  const text = HOME_TEXT.day(at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCDay());
  const offset = Number.isNaN(base) ? null : Math.round((day - base) / DAY_MS);
  const relative =
    offset === 0
      ? HOME_TEXT.today
      : offset === 1
        ? HOME_TEXT.tomorrow
        : offset === -1
          ? HOME_TEXT.yesterday
          : null;
  return relative ? `${text} · ${relative}` : text;
}
