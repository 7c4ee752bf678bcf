import type { Sport } from './sport';

/** Points in a football trend chart when the push names none (docs/behaviour.md §9): 90, one a minute. */
export const TREND_LENGTH_FOOTBALL = 90;
/** Points in a basketball trend chart when the push names none (docs/behaviour.md §9): 40. */
export const TREND_LENGTH_BASKETBALL = 40;
/** Trend period when the push names none (docs/behaviour.md §9): 10. */
export const TREND_PERIOD_DEFAULT = 10;
/** Trend period when `trend_count` is 2 (docs/behaviour.md §9): 20. */
export const TREND_PERIOD_TWO = 20;

/** The `match_type` of a trend push. */
export type TrendMatchType = 'soccer' | 'basketball';

/** The default number of points in a trend chart: 90 football, 40 basketball. */
export function trendLength(sport: Sport): number {
  return sport === 'football' ? TREND_LENGTH_FOOTBALL : TREND_LENGTH_BASKETBALL;
}

/** The trend period for a `trend_count`: 20 when the count is 2, otherwise 10. */
export function trendPeriod(trendCount: number | null | undefined): number {
  return trendCount === 2 ? TREND_PERIOD_TWO : TREND_PERIOD_DEFAULT;
}

/** The trend `match_type` of a sport. */
export function trendMatchType(sport: Sport): TrendMatchType {
  return sport === 'football' ? 'soccer' : 'basketball';
}
