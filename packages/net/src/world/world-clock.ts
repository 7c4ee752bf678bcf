import type { Sport } from '@kanqiu/core';
import type { CompetitionClock, WorldClock } from '@kanqiu/core/contract/base';
import type { MatchState } from '@kanqiu/core/contract/match';

/**
 * Readers of the world's clock (`POST /api/world/clock`, docs/behaviour.md "One clock per world"):
 * the one place a page learns what "now" is. Pages never compute a competition's day, a match's
 * state or the replay's pass themselves.
 */

/** The competition a served match belongs to, or `undefined` when the clock does not serve it. */
export function competitionOfMatch(
  clock: WorldClock,
  matchId: string,
): CompetitionClock | undefined {
  return clock.competitions.find((competition) =>
    competition.matches.some((match) => match.match_id === matchId),
  );
}

/**
 * The competition being replayed for a sport: what a page opens on when nothing says otherwise.
 * `undefined` when the sport has no replay.
 */
export function replayedCompetition(clock: WorldClock, sport: Sport): CompetitionClock | undefined {
  return clock.competitions.find(
    (competition) => competition.sport === sport && competition.mode === 'replay',
  );
}

/** Where a served match stands now by the world's clock; `undefined` for a match it does not serve. */
export function worldMatchState(clock: WorldClock, matchId: string): MatchState | undefined {
  return competitionOfMatch(clock, matchId)?.matches.find((match) => match.match_id === matchId)
    ?.state;
}

/**
 * The competition season a team, table or schedule page opens on, as `key-season` (`wc-2018`): the
 * season of the match it was opened from when the clock serves that match, else the season of the
 * sport's replayed competition; `null` when neither is held by the league database.
 */
export function contextSeason(
  clock: WorldClock,
  matchId: string | null,
  sport: Sport = 'football',
): string | null {
  const fromMatch = matchId === null ? undefined : competitionOfMatch(clock, matchId);
  const competition = fromMatch?.database ? fromMatch : replayedCompetition(clock, sport);
  const database = competition?.database;
  return database ? `${database.key}-${database.season}` : null;
}

/**
 * The replay's pass through a competition when it is not the first (the pages then say so: a match
 * shown finished a moment ago is upcoming again in a new pass); `null` on the first pass and for
 * competitions that never start over.
 */
export function replayPass(competition: CompetitionClock): number | null {
  return competition.mode === 'replay' && competition.cycle !== null && competition.cycle > 1
    ? competition.cycle
    : null;
}

/**
 * The replay's pass per competition from the match list alone (each entry's `run` counts its
 * restarts since start-up; the tournament's pass is its lowest run plus one, as the world's clock
 * counts it), for a page that already holds the list: `{competition_key → pass}` for passes after
 * the first.
 */
export function replayPassesOf(
  entries: readonly { competition_key?: string | undefined; sport: string; run: number }[],
): Map<string, number> {
  const lowest = new Map<string, number>();
  for (const entry of entries) {
    const key = entry.competition_key ?? entry.sport;
    lowest.set(key, Math.min(lowest.get(key) ?? entry.run, entry.run));
  }
  const passes = new Map<string, number>();
  for (const [key, run] of lowest) if (run + 1 > 1) passes.set(key, run + 1);
  return passes;
}
