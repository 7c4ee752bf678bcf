/** China Standard Time is UTC+8 all year (no daylight saving). */
export const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The calendar date (`YYYY-MM-DD`) of an ISO instant in Beijing time, the time the product shows
 * everywhere whatever the device's zone; `''` when `iso` is not a date.
 */
export function beijingDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The date and time (`YYYY-MM-DD HH:mm`) of an ISO instant in Beijing time; `''` when `iso` is not a
 * date.
 */
export function beijingDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
