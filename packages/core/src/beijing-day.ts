/** Beijing time is UTC+8 all year (no summer time). */
export const BEIJING_UTC_OFFSET_MS = 8 * 3_600_000;

const DAY_MS = 86_400_000;

/**
 * The Beijing calendar day (`YYYY-MM-DD`) of a Unix time in ms: the day the daily limits (cheers,
 * invitation attempts, feedback tickets) count in.
 *
 * @example
 * beijingDay(Date.UTC(2026, 10, 22, 15, 59)); // '2026-11-22'
 * beijingDay(Date.UTC(2026, 10, 22, 16, 0)); // '2026-11-23' (midnight in Beijing)
 */
export function beijingDay(ms: number): string {
  return new Date(ms + BEIJING_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Unix ms of the next Beijing midnight after `ms`: when the daily limits start again. */
export function nextBeijingMidnight(ms: number): number {
  const local = ms + BEIJING_UTC_OFFSET_MS;
  return Math.floor(local / DAY_MS) * DAY_MS + DAY_MS - BEIJING_UTC_OFFSET_MS;
}
