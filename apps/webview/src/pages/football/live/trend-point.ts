import type { FootballIncident } from '@kanqiu/core/contract/football';

/**
 * Where an incident falls on the trend chart: its period (half) and point, or `null` when the chart
 * does not cover it. The chart has `periods` halves of `per` minutes (docs/contract-scenes.md §5);
 * stoppage time adds to a half's last point, so a goal at `45+2'` (minute 47, added 2) is the first
 * half's 45th point, not the second half's 2nd. Extra time is not charted: its goals get no mark.
 */
export function trendPoint(
  incident: Pick<FootballIncident, 'minute' | 'added'>,
  periods: number,
  per: number,
): { period: number; index: number } | null {
  const base = incident.minute - incident.added;
  if (base < 1 || base > periods * per) return null;
  const period = Math.floor((base - 1) / per);
  return { period, index: base - 1 - period * per };
}
