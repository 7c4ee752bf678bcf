/** Seconds of an NBA quarter. */
export const QUARTER_SEC = 12 * 60;
/** Seconds of an NBA overtime. */
export const OVERTIME_SEC = 5 * 60;
/** Regulation periods. */
export const REGULATION_PERIODS = 4;

/** Seconds left in the period from a clock shown as `11:35` or `0:04.2`. */
export function clockSeconds(display: string): number {
  const match = /^(\d+):(\d+(?:\.\d+)?)$/.exec(display.trim());
  if (!match) return 0;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The game clock as pages show it: ESPN writes the last minute without a leading zero (`0:4.2`,
 * `0:0.0`); it becomes `0:04.2`, `0:00.0`. Other values are kept.
 */
export function displayClock(display: string): string {
  const match = /^(\d+):(\d)(\.\d+)?$/.exec(display.trim());
  return match ? `${match[1]}:0${match[2]}${match[3] ?? ''}` : display.trim();
}

/** Length in seconds of period `period` (1-based; 5 and later are overtimes). */
export function periodLength(period: number): number {
  return period <= REGULATION_PERIODS ? QUARTER_SEC : OVERTIME_SEC;
}

/** Game seconds played at the start of `period`. */
export function periodStart(period: number): number {
  let total = 0;
  for (let p = 1; p < period; p += 1) total += periodLength(p);
  return total;
}

/** Game seconds played when `period` shows `display` on the clock. */
export function gameSecondsAt(period: number, display: string): number {
  return periodStart(period) + periodLength(period) - clockSeconds(display);
}

/** 0 in regulation, n in the n-th overtime (the last field of a text-live line). */
export function overtimeNumber(period: number): number {
  return Math.max(0, period - REGULATION_PERIODS);
}
