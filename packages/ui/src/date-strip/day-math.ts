const DAY_MS = 24 * 60 * 60 * 1000;

/** Day of the week of a `YYYY-MM-DD` date, 0 for Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The date `offset` days after `date` (`YYYY-MM-DD`, calendar days, no time zone). */
export function addDays(date: string, offset: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}
