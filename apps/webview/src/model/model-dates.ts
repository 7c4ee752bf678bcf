import { defaultDateRange } from '@kanqiu/core';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` moved by `days` (calendar days, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The dates the model pages may show: from 1 January ten years before the current year to
 * 31 December ten years after it (the product's date range, `defaultDateRange` in core).
 */
export function modelDateBounds(currentYear: number): { min: string; max: string } {
  const { minYear, maxYear } = defaultDateRange(currentYear);
  return { min: `${minYear}-01-01`, max: `${maxYear}-12-31` };
}

/** `date` kept inside `[min, max]`. */
export function clampDate(date: string, min: string, max: string): string {
  if (date < min) return min;
  return date > max ? max : date;
}

/**
 * The days of the strip around `selected`: `span` days with the selected one in the middle where
 * the bounds allow, never outside them.
 */
export function stripDays(selected: string, span: number, min: string, max: string): string[] {
  const half = Math.floor(span / 2);
  let start = addDays(selected, -half);
  if (start < min) start = min;
  let end = addDays(start, span - 1);
  if (end > max) {
    end = max;
    start = addDays(end, -(span - 1));
    if (start < min) start = min;
  }
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The nearest day with picks before (`-1`) or after (`1`) `date`, from days sorted newest first. */
export function nearestPickDay(
  dates: readonly string[],
  date: string,
  direction: -1 | 1,
): string | null {
  if (direction === -1) return dates.find((day) => day < date) ?? null;
  for (let index = dates.length - 1; index >= 0; index -= 1) {
    const day = dates[index] as string;
    if (day > date) return day;
  }
  return null;
}
