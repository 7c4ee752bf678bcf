import { beijingDay } from '@kanqiu/core';
import type { CompetitionClock, WorldClock } from '@kanqiu/core/contract/base';
import type { MatchListEntry } from '@kanqiu/core/contract/match';
import type { HistoryEnd } from '../data/history/history-ends';

/** What the world's clock is read from. */
export interface WorldClockSources {
  /** Every served match as its match-list entry now. */
  entries: readonly MatchListEntry[];
  /** True for a match the replay serves (it can start over); false for a live-ingest match. */
  isReplayed(matchId: string): boolean;
  /** The competitions of the results history and where their data ends. */
  historyEnds: readonly HistoryEnd[];
  /** Unix ms now. */
  now: number;
}

function servedCompetition(
  members: readonly MatchListEntry[],
  isReplayed: (matchId: string) => boolean,
  history: ReadonlyMap<string, HistoryEnd>,
  now: number,
): CompetitionClock {
  const sorted = [...members].sort((a, b) => a.original_kickoff.localeCompare(b.original_kickoff));
  const first = sorted[0] as MatchListEntry;
  const replayed = sorted.some((entry) => isReplayed(entry.match_id));
  const begun = sorted.filter((entry) => entry.state !== 'upcoming');
  const dayOf = (entry: MatchListEntry) => beijingDay(Date.parse(entry.original_kickoff));
  const key = first.competition_key ?? first.sport;
  return {
    competition_key: key,
    competition_name: first.competition_name ?? first.competition,
    sport: first.sport,
    mode: replayed ? 'replay' : 'live',
    // Runs count from 0 at start-up; a match moved by a seek is a run ahead of its tournament, so
    // the tournament's pass is its lowest run.
    cycle: replayed ? Math.min(...sorted.map((entry) => entry.run)) + 1 : null,
    today: replayed ? dayOf(begun.at(-1) ?? first) : beijingDay(now),
    database: history.get(key)?.database ?? null,
    matches: sorted.map((entry) => ({
      match_id: entry.match_id,
      state: entry.state,
      replay_sec: Math.max(0, Math.floor(entry.replay_sec)),
      original_kickoff: entry.original_kickoff,
    })),
  };
}

/**
 * The world's clock (docs/behaviour.md, "One clock per world"): for each competition, what "now"
 * is. A competition with served matches is a replay (its cycle and current day follow the matches
 * that have kicked off) or live (today, real time); a competition only the results history knows
 * stands on the day its data ends. Served competitions come first, in match-list order of their
 * keys; a history competition that is also served is left out.
 */
export function worldClock(sources: WorldClockSources): WorldClock {
  const groups = new Map<string, MatchListEntry[]>();
  for (const entry of sources.entries) {
    const key = entry.competition_key ?? entry.sport;
    const group = groups.get(key) ?? [];
    group.push(entry);
    groups.set(key, group);
  }
  const ends = new Map(sources.historyEnds.map((end) => [end.key, end]));
  const served = [...groups.values()].map((members) =>
    servedCompetition(members, sources.isReplayed, ends, sources.now),
  );
  const history: CompetitionClock[] = sources.historyEnds
    .filter((end) => !groups.has(end.key))
    .map((end) => ({
      competition_key: end.key,
      competition_name: end.name,
      sport: end.sport,
      mode: 'history',
      cycle: null,
      today: beijingDay(Date.parse(end.lastResult)),
      database: end.database,
      matches: [],
    }));
  return { server_time: sources.now, competitions: [...served, ...history] };
}
