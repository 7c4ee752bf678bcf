import type { Sport } from '@kanqiu/core';
import type { FootballResult } from './football-results';

/** A competition of the results history and the last day its data holds a result for. */
export interface HistoryEnd {
  key: string;
  /** `英超`, `2022世界杯`. */
  name: string;
  sport: Sport;
  /** The league database's key and season of the last result (`wc`, `2018`). */
  database: { key: string; season: string };
  /** ISO time of the last kick-off with a result. */
  lastResult: string;
}

/** The league database's key of a result: the World Cups share `wc`. */
function databaseKey(result: FootballResult): string {
  return result.competitionKey.startsWith('wc') ? 'wc' : result.competitionKey;
}

/**
 * Each competition of the results history with the kick-off of its last played match: where its
 * "now" stands, since nothing after it is known (a fixture without a result is never "to come").
 */
export function historyEnds(results: readonly FootballResult[]): HistoryEnd[] {
  const ends = new Map<string, HistoryEnd>();
  for (const result of results) {
    if (result.ft === null) continue;
    const held = ends.get(result.competitionKey);
    if (held && held.lastResult >= result.kickoff) continue;
    const [name = result.competition] = result.competition.split(' ');
    ends.set(result.competitionKey, {
      key: result.competitionKey,
      name,
      sport: 'football',
      database: { key: databaseKey(result), season: result.season },
      lastResult: result.kickoff,
    });
  }
  return [...ends.values()].sort((a, b) => a.key.localeCompare(b.key));
}
