/** China Standard Time is UTC+8 all year (no daylight saving). */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An ISO instant in Beijing time: its date (`2018-07-15`) and clock (`23:00`); `null` if unreadable. */
export function beijingTime(iso: string): { date: string; time: string } | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const text = new Date(at + BEIJING_OFFSET_MS).toISOString();
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
}

/** A kick-off as the model pages show it, in Beijing time: `07-15 23:00`; `''` if unreadable. */
export function kickoffText(iso: string): string {
  const at = beijingTime(iso);
  return at ? `${at.date.slice(5)} ${at.time}` : '';
}
