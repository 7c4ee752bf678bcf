import { FootballEvent } from '@kanqiu/core';
import type { FootballMatchStats, FootballStatRow } from '@kanqiu/core/contract/football';
import type { XgModel } from '../xg/xg-model';
import { MATCH_STATS_TEXTS } from '../zh/match-stats-texts';
import type { FootballMatchData } from './football-match-data';
import type { TeamSide } from './football-moments';
import { footballShots, type TimedShot } from './football-shots';
import { playerRatingsAt } from './player-ratings';
import { hasTag, WyscoutTag } from './wyscout-tags';

/** A shot at or above this xG (and every penalty) is a big chance (docs/models.md §9). */
export const BIG_CHANCE_XG = 0.3;

type RowKey = keyof typeof MATCH_STATS_TEXTS.rows;
type Counts = Record<RowKey, [number, number]>;

function emptyCounts(): Counts {
  const keys = Object.keys(MATCH_STATS_TEXTS.rows) as RowKey[];
  return Object.fromEntries(keys.map((key) => [key, [0, 0]])) as Counts;
}

/** The tuple index of a side: 0 home, 1 away. */
const indexOf = (side: TeamSide): 0 | 1 => (side === 1 ? 0 : 1);

function countShots(counts: Counts, shots: readonly TimedShot[], t: number): void {
  const add = (key: RowKey, side: TeamSide, value = 1) => {
    counts[key][indexOf(side)] += value;
  };
  for (const { t: at, shot } of shots) {
    if (at > t) break;
    add('shots', shot.side);
    if (shot.outcome === 'goal' || shot.outcome === 'saved') add('shots_on_target', shot.side);
    if (shot.outcome === 'off_target') add('shots_off_target', shot.side);
    if (shot.outcome === 'blocked') add('shots_blocked', shot.side);
    if (shot.outcome === 'saved') add('saves', shot.side === 1 ? 2 : 1);
    add('xg', shot.side, shot.xg);
    if (shot.kind === 'penalty' || shot.xg >= BIG_CHANCE_XG) add('big_chances', shot.side);
  }
}

function countEvents(counts: Counts, data: FootballMatchData, t: number): void {
  const completed: [number, number] = [0, 0];
  for (const { event, side, t: at } of data.events) {
    if (at > t) break;
    const add = (key: RowKey) => {
      counts[key][indexOf(side)] += 1;
    };
    if (event.eventName === 'Pass') {
      add('passes');
      if (hasTag(event, WyscoutTag.Accurate)) completed[indexOf(side)] += 1;
    }
    if (event.subEventName === 'Cross' || event.subEventName === 'Free kick cross') add('crosses');
    if (event.eventName === 'Duel' && hasTag(event, WyscoutTag.DuelWon)) {
      add('duels_won');
      if (event.subEventName === 'Air duel') add('aerials_won');
      if (event.subEventName === 'Ground defending duel') add('tackles');
    }
    if (hasTag(event, WyscoutTag.Interception)) add('interceptions');
    if (event.subEventName === 'Clearance') add('clearances');
    if (event.eventName === 'Foul') add('fouls');
    if (event.eventName === 'Offside') add('offsides');
    if (event.subEventName === 'Corner') add('corners');
  }
  counts.pass_accuracy = [0, 1].map((i) =>
    counts.passes[i] ? Math.round((100 * (completed[i] ?? 0)) / (counts.passes[i] as number)) : 0,
  ) as [number, number];
  for (const moment of data.moments) {
    if (moment.t > t) break;
    const index = indexOf(moment.side);
    if (moment.code === FootballEvent.YellowCard || moment.code === FootballEvent.SecondYellow) {
      counts.yellow_cards[index] += 1;
    }
    if (moment.code === FootballEvent.RedCard || moment.code === FootballEvent.SecondYellow) {
      counts.red_cards[index] += 1;
    }
  }
  const possession = t < 0 ? { home: 0, away: 0 } : data.possession.possessionAt(t);
  counts.possession = [possession.home, possession.away];
}

const FORMATS: Partial<Record<RowKey, FootballStatRow['format']>> = {
  xg: 'decimal',
  pass_accuracy: 'percent',
  possession: 'percent',
};

/**
 * A football match's shots with xG, full statistics and player ratings at replay second `t`:
 * counted from its events up to `t`, so nothing that has not happened yet is shown.
 */
export function footballMatchStatsAt(
  data: FootballMatchData,
  model: XgModel,
  t: number,
): FootballMatchStats {
  const { shots, ownGoals } = footballShots(data, model);
  const counts = emptyCounts();
  countShots(counts, shots, t);
  countEvents(counts, data, t);
  const stats = (Object.keys(MATCH_STATS_TEXTS.rows) as RowKey[]).map((key) => ({
    key,
    label: MATCH_STATS_TEXTS.rows[key],
    home: key === 'xg' ? Math.round(counts[key][0] * 100) / 100 : counts[key][0],
    away: key === 'xg' ? Math.round(counts[key][1] * 100) / 100 : counts[key][1],
    format: FORMATS[key] ?? 'count',
  }));
  const ratings = playerRatingsAt(data, shots, t);
  const finished = t >= data.clock.end;
  return {
    match_id: String(data.id),
    up_to: t,
    started: t >= 0,
    shots: shots.filter((entry) => entry.t <= t).map((entry) => entry.shot),
    own_goals: ownGoals.filter((entry) => entry.t <= t).map((entry) => entry.ownGoal),
    stats,
    ratings,
    player_of_match_id: finished ? (ratings[0]?.player_id ?? null) : null,
  };
}
