import { trendLength, trendMatchType } from '@kanqiu/core';
import type { TrendContent } from '@kanqiu/core/contract/base';
import type { FootballMatchData } from '../football/football-match-data';
import type { TimedEvent } from '../football/football-moments';
import { isOnBall } from '../football/possession';
import { hasTag, WyscoutTag } from '../football/wyscout-tags';
import { ascendingUnique, snapshotCache } from '../shared/timeline';

/** Halves in a football trend chart. */
const FOOTBALL_TREND_PERIODS = 2;

/** Multiplies the raw pressure of a minute into the chart's −100…100 range. */
const MOMENTUM_SCALE = 5;

/** The attacking pressure one event puts on the opponent (the weights are in `docs/data.md`). */
export function pressureOf(timed: TimedEvent): number {
  const { event } = timed;
  let weight = 0;
  if (
    event.eventName === 'Shot' ||
    event.subEventName === 'Free kick shot' ||
    event.subEventName === 'Penalty'
  ) {
    weight += 4;
    if (hasTag(event, WyscoutTag.Accurate)) weight += 2;
    if (hasTag(event, WyscoutTag.Goal)) weight += 4;
  } else if (event.subEventName === 'Corner') {
    weight += 3;
  } else if (
    isOnBall(timed) &&
    event.subEventName !== 'Throw in' &&
    event.subEventName !== 'Goal kick'
  ) {
    const origin = event.positions[0];
    if (origin && origin.x >= 84 && origin.y >= 19 && origin.y <= 81) weight += 2;
    else if (origin && origin.x >= 200 / 3) weight += 1;
  }
  return weight;
}

/** The trend chart of one football replay, read at any replay second. */
export interface FootballTrend {
  changePoints: readonly number[];
  trendAt(t: number): TrendContent;
}

/**
 * Attack momentum per match minute: for each minute of each half, the home side's pressure minus the
 * away side's (see {@link pressureOf}), times 5, clamped to −100…100; positive means the home side
 * pressed. `trend_count` 2 halves, `trend_per` 45 points a half (90 in all, the product's football
 * length); stoppage-time minutes add to the half's last point. A half's array grows minute by minute.
 * The chart covers the 90 minutes: in a tie that goes on, it stays as it stood at the end of them.
 */
export function createFootballTrend(data: FootballMatchData): FootballTrend {
  const per = trendLength('football') / FOOTBALL_TREND_PERIODS;
  const raw: number[][] = [new Array(per).fill(0), new Array(per).fill(0)];
  for (const timed of data.events) {
    if (timed.half > FOOTBALL_TREND_PERIODS) continue;
    const point = Math.min(per - 1, Math.floor(timed.event.eventSec / 60));
    const row = raw[timed.half - 1] as number[];
    row[point] = (row[point] as number) + (timed.side === 1 ? 1 : -1) * pressureOf(timed);
  }
  const values = raw.map((row) =>
    row.map((value) => Math.max(-100, Math.min(100, value * MOMENTUM_SCALE))),
  );
  const { clock } = data;
  const ticks: number[] = [];
  for (let t = 0; t < clock.firstHalfEnd; t += 60) ticks.push(t);
  for (let t = clock.secondHalfStart; t < clock.regulationEnd; t += 60) ticks.push(t);
  const changePoints = ascendingUnique([...ticks, clock.firstHalfEnd, clock.regulationEnd]);

  const build = (index: number): TrendContent => {
    const t = index < 0 ? -1 : (changePoints[index] as number);
    const shown: number[][] = [];
    const at = clock.halfAt(t);
    if (t >= clock.firstHalfEnd || at) {
      const firstPoints = at?.half === 1 ? Math.min(per, Math.floor(at.sec / 60) + 1) : per;
      shown.push((values[0] as number[]).slice(0, firstPoints));
    }
    if (t >= clock.regulationEnd) shown.push((values[1] as number[]).slice());
    else if (at?.half === 2) {
      shown.push((values[1] as number[]).slice(0, Math.min(per, Math.floor(at.sec / 60) + 1)));
    }
    return {
      match_id: data.id,
      match_type: trendMatchType('football'),
      trend_count: FOOTBALL_TREND_PERIODS,
      trend_per: per,
      trend_data: shown,
    };
  };
  return { changePoints, trendAt: snapshotCache(changePoints, build) };
}
