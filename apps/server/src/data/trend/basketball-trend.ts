import { TREND_PERIOD_DEFAULT, trendMatchType } from '@kanqiu/core';
import type { TrendContent } from '@kanqiu/core/contract/base';
import type { BasketballGameData } from '../basketball/basketball-game-data';
import { periodLength, periodStart, REGULATION_PERIODS } from '../basketball/game-clock';
import { ascendingUnique, lastIndexAtOrBefore, snapshotCache } from '../shared/timeline';

/**
 * Scoring momentum of a basketball game: each period is cut into 10 equal slices of game clock
 * (`trend_per` 10; 72 s in a quarter, 30 s in an overtime), and each point is the home side's points
 * minus the away side's in that slice. `trend_count` is the number of periods (4, more with
 * overtime), so a regulation game has 40 points, the product's basketball default (docs/behaviour.md §9).
 */
export function createBasketballTrend(data: BasketballGameData): {
  changePoints: readonly number[];
  trendAt(t: number): TrendContent;
} {
  const per = TREND_PERIOD_DEFAULT;
  const periods = Math.max(REGULATION_PERIODS, ...data.plays.map((p) => p.period));
  const values: number[][] = Array.from({ length: periods }, () => new Array(per).fill(0));
  let home = 0;
  let away = 0;
  for (const timed of data.plays) {
    const slice = Math.min(
      per - 1,
      Math.floor(((timed.gameSec - periodStart(timed.period)) / periodLength(timed.period)) * per),
    );
    const row = values[timed.period - 1] as number[];
    row[slice] = (row[slice] as number) + (timed.home - home) - (timed.away - away);
    home = timed.home;
    away = timed.away;
  }
  const times = data.plays.map((p) => p.t);
  const changePoints = ascendingUnique(times);

  const build = (index: number): TrendContent => {
    const t = index < 0 ? -1 : (changePoints[index] as number);
    const playIndex = lastIndexAtOrBefore(times, t);
    const current = data.plays[playIndex];
    const shown: number[][] = [];
    if (current) {
      for (let p = 1; p < current.period; p += 1) shown.push([...(values[p - 1] as number[])]);
      const into = (current.gameSec - periodStart(current.period)) / periodLength(current.period);
      const points = Math.min(per, Math.floor(into * per) + 1);
      shown.push((values[current.period - 1] as number[]).slice(0, points));
    }
    return {
      match_id: data.id,
      match_type: trendMatchType('basketball'),
      trend_count: periods,
      trend_per: per,
      trend_data: shown,
    };
  };
  return { changePoints, trendAt: snapshotCache(changePoints, build) };
}
