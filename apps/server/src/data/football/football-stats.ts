import { FootballEvent, type FootballEventCode, footballEventLabel } from '@kanqiu/core';
import type { FootballStat } from '@kanqiu/core/contract/football';
import { lastIndexAtOrBefore } from '../shared/timeline';
import type { FootballMatchData } from './football-match-data';
import type { TeamSide } from './football-moments';

/** The statistics rows of the facts page, in display order. */
const STAT_ROWS: readonly FootballEventCode[] = [
  FootballEvent.ShotOnTarget,
  FootballEvent.ShotOffTarget,
  FootballEvent.Corner,
  FootballEvent.Attack,
  FootballEvent.DangerousAttack,
  FootballEvent.Possession,
  FootballEvent.YellowCard,
  FootballEvent.RedCard,
  FootballEvent.Offside,
  FootballEvent.FreeKick,
  FootballEvent.GoalKick,
  FootballEvent.Penalty,
];

/**
 * Which moment codes each counted row adds up: a second yellow counts as a yellow and a red card, a
 * penalty counts whether it was scored or missed.
 */
const COUNTED_CODES: Partial<Record<FootballEventCode, readonly FootballEventCode[]>> = {
  [FootballEvent.YellowCard]: [FootballEvent.YellowCard, FootballEvent.SecondYellow],
  [FootballEvent.RedCard]: [FootballEvent.RedCard, FootballEvent.SecondYellow],
  [FootballEvent.Penalty]: [FootballEvent.Penalty, FootballEvent.PenaltyMissed],
};

/** Running counts of every statistic of one match, read at any replay second. */
export class FootballStats {
  private readonly times = new Map<string, number[]>();

  constructor(private readonly data: FootballMatchData) {
    const add = (code: number, side: TeamSide, t: number) => {
      const key = `${code}:${side}`;
      const list = this.times.get(key) ?? [];
      list.push(t);
      this.times.set(key, list);
    };
    for (const moment of data.moments) add(moment.code, moment.side, moment.t);
    for (const attack of data.possession.attacks) add(attack.code, attack.side, attack.t);
    for (const list of this.times.values()) list.sort((a, b) => a - b);
  }

  /** How many moments of `code` side `side` had up to and including replay second `t`. */
  count(code: FootballEventCode, side: TeamSide, t: number): number {
    const codes = COUNTED_CODES[code] ?? [code];
    let total = 0;
    for (const counted of codes) {
      total += lastIndexAtOrBefore(this.times.get(`${counted}:${side}`) ?? [], t) + 1;
    }
    return total;
  }

  /** Every statistics row at replay second `t` (before kick-off all zero). */
  rowsAt(t: number): FootballStat[] {
    const possession = t < 0 ? { home: 0, away: 0 } : this.data.possession.possessionAt(t);
    return STAT_ROWS.map((type) => ({
      type,
      label: footballEventLabel(type),
      home: type === FootballEvent.Possession ? possession.home : this.count(type, 1, t),
      away: type === FootballEvent.Possession ? possession.away : this.count(type, 2, t),
    }));
  }
}
