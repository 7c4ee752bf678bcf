import { memo, useEffect, useRef } from 'react';
import { DAY_TEXT } from '../texts/day-text';
import { weekdayOf } from './day-math';
import './date-strip.css';

/** Props of {@link DateStrip}. */
export interface DateStripProps {
  /** The days a fan can pick, ascending, `YYYY-MM-DD`. */
  days: readonly string[];
  /** The day shown. */
  selected: string;
  /** The day marked 今天 (it need not be one of `days`). */
  today: string;
  onChange: (date: string) => void;
  /** Days that have a live match: they carry a dot. */
  live?: ReadonlySet<string>;
  /** Opens a calendar for any day; without it the strip has no calendar button. */
  onCalendar?: () => void;
  /** @default DAY_TEXT.stripLabel */
  label?: string;
  /** Days that carry a mark under their date (a model's days with picks), read out as `markLabel`. */
  marked?: ReadonlySet<string>;
  markLabel?: string;
  /**
   * Where the arrows go instead of the previous and the next day of `days` (the model page jumps
   * to the nearest day with picks), with what they are read out as; `null` disables an arrow.
   */
  steps?: {
    previous: string | null;
    next: string | null;
    previousLabel: string;
    nextLabel: string;
  };
  /**
   * A native date input as the calendar, for any day from `min` to `max` (the model page); the
   * calendar button is then that input under its icon.
   */
  dateInput?: { min: string; max: string; label: string; onPick: (date: string) => void };
}

/**
 * The top line of a day's chip: 今天 for today; the year on the first chip of a run of days of
 * another year than today's (the strip's first chip, or where the year changes), so a strip of
 * an older season says its year once and keeps the weekday of every other day; else the weekday.
 */
function topLine(day: string, before: string | undefined, today: string): string {
  if (day === today) return DAY_TEXT.today;
  const year = day.slice(0, 4);
  return year !== today.slice(0, 4) && before?.slice(0, 4) !== year
    ? year
    : DAY_TEXT.weekday(weekdayOf(day));
}

const CALENDAR_ICON = (
  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
    <rect
      x="3"
      y="4.5"
      width="14"
      height="12"
      rx="2"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    />
    <path
      d="M3 8.5h14M7 3v3M13 3v3"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
    />
  </svg>
);

/**
 * A row of days to move between: the selected day is highlighted and scrolled to the middle, today
 * says 今天, a run of days of another year says its year on its first day (see {@link topLine}), a
 * day with a live match carries a dot. The row scrolls sideways with a swipe; the arrows step to
 * the previous and the next day of `days` (or to `steps`), and the calendar button (when given)
 * opens a calendar.
 */
export const DateStrip = memo(function DateStrip({
  days,
  selected,
  today,
  onChange,
  live,
  onCalendar,
  label = DAY_TEXT.stripLabel,
  marked,
  markLabel,
  steps,
  dateInput,
}: DateStripProps) {
  const list = useRef<HTMLOListElement>(null);
  const index = days.indexOf(selected);
  const previous = steps ? (steps.previous ?? undefined) : index > 0 ? days[index - 1] : undefined;
  const next = steps
    ? (steps.next ?? undefined)
    : index >= 0 && index < days.length - 1
      ? days[index + 1]
      : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the row moves when the selected day does
  useEffect(() => {
    const row = list.current;
    const chip = row?.querySelector<HTMLElement>('[aria-current="date"]');
    if (!row || !chip) return;
    // Scrolls the row only: scrollIntoView would scroll the page as well.
    row.scrollLeft = chip.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2;
  }, [selected]);

  return (
    <nav className="kq-date-strip" aria-label={label}>
      <button
        type="button"
        className="kq-date-strip__step"
        aria-label={steps?.previousLabel ?? DAY_TEXT.previousDay}
        disabled={previous === undefined}
        onClick={() => previous !== undefined && onChange(previous)}
      >
        ‹
      </button>
      <ol className="kq-date-strip__days" ref={list}>
        {days.map((day, at) => {
          const isToday = day === today;
          return (
            <li key={day}>
              <button
                type="button"
                className="kq-date-strip__day"
                aria-current={day === selected ? 'date' : undefined}
                data-date={day}
                data-today={isToday || undefined}
                data-marked={marked?.has(day) || undefined}
                onClick={() => onChange(day)}
              >
                <span className="kq-date-strip__weekday">{topLine(day, days[at - 1], today)}</span>
                <span className="kq-date-strip__date">
                  {Number(day.slice(5, 7))}/{Number(day.slice(8))}
                </span>
                {live?.has(day) ? (
                  <span className="kq-date-strip__live">
                    <span className="kq-visually-hidden">{DAY_TEXT.hasLive}</span>
                  </span>
                ) : null}
                {marked?.has(day) ? (
                  <span className="kq-date-strip__mark">
                    <span className="kq-visually-hidden">{markLabel}</span>
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="kq-date-strip__step"
        aria-label={steps?.nextLabel ?? DAY_TEXT.nextDay}
        disabled={next === undefined}
        onClick={() => next !== undefined && onChange(next)}
      >
        ›
      </button>
      {dateInput ? (
        <label className="kq-date-strip__calendar">
          <span className="kq-visually-hidden">{dateInput.label}</span>
          {CALENDAR_ICON}
          <input
            type="date"
            className="kq-date-strip__input"
            value={selected}
            min={dateInput.min}
            max={dateInput.max}
            onChange={(event) => {
              if (event.target.value) dateInput.onPick(event.target.value);
            }}
          />
        </label>
      ) : onCalendar ? (
        <button
          type="button"
          className="kq-date-strip__calendar"
          aria-label={DAY_TEXT.openCalendar}
          onClick={onCalendar}
        >
          {CALENDAR_ICON}
        </button>
      ) : null}
    </nav>
  );
});
