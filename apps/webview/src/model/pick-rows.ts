import type { ModelPick } from '@kanqiu/core/contract/match';

/** One row of the model table: a pick with the day it was made for. */
export interface PickRow extends Record<string, unknown> {
  /** Identity in the table: the day and the fixture. */
  id: string;
  /** The pick's day (`YYYY-MM-DD`, Beijing time). */
  date: string;
  kickoff: string;
  match_id: string;
  sport: ModelPick['sport'];
  home_team: string;
  away_team: string;
  competition: string;
  pick: string;
  probability: number;
  odds: number | null;
  result: ModelPick['result'];
  score: string | null;
}

/** A day's picks as table rows. */
export function pickRows(date: string, picks: readonly ModelPick[]): PickRow[] {
  return picks.map((pick) => ({
    id: `${date}:${pick.match_id}`,
    date,
    kickoff: pick.kickoff,
    match_id: pick.match_id,
    sport: pick.sport,
    home_team: pick.home_team,
    away_team: pick.away_team,
    competition: pick.competition,
    pick: pick.pick_label,
    probability: pick.probability,
    odds: pick.odds,
    result: pick.result,
    score: pick.score,
  }));
}

/** Order of results when the result column sorts ascending: pending, missed, hit. */
export const RESULT_ORDER: Readonly<Record<'pending' | 'lose' | 'win', number>> = {
  pending: 0,
  lose: 1,
  win: 2,
};

/** What a set of picks scored: hits, misses, pending, and the hit rate of the settled ones. */
export interface PickTally {
  total: number;
  win: number;
  lose: number;
  pending: number;
  /** win ÷ (win + lose); `null` with nothing settled. */
  hitRate: number | null;
}

/** Counts hits, misses and pending picks among `rows`. */
export function tallyPicks(rows: readonly Pick<PickRow, 'result'>[]): PickTally {
  let win = 0;
  let lose = 0;
  for (const row of rows) {
    if (row.result === 'win') win += 1;
    else if (row.result === 'lose') lose += 1;
  }
  const settled = win + lose;
  return {
    total: rows.length,
    win,
    lose,
    pending: rows.length - settled,
    hitRate: settled === 0 ? null : win / settled,
  };
}

/** Whether a row matches a search text (a team or competition, case and spaces ignored). */
export function matchesSearch(row: PickRow, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return [row.home_team, row.away_team, row.competition].some((field) =>
    field.toLowerCase().includes(needle),
  );
}
