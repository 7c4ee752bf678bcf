import type { FollowEntry, MatchListEntry } from '@kanqiu/core/contract';
import { followKey } from './follow-store';

/** Why a match concerns the fan: it is followed, or a followed team or competition plays it. */
export function isFollowedMatch(match: MatchListEntry, keys: ReadonlySet<string>): boolean {
  return (
    keys.has(followKey('match', match.match_id)) ||
    keys.has(followKey('team', match.home_team.id)) ||
    keys.has(followKey('team', match.away_team.id)) ||
    (match.competition_key !== undefined &&
      keys.has(followKey('competition', match.competition_key)))
  );
}

const STATE_ORDER = { live: 0, upcoming: 1, finished: 2 } as const;

/** Live first, then the next to kick off, then the latest finished. */
function byInterest(a: MatchListEntry, b: MatchListEntry): number {
  const byState = STATE_ORDER[a.state] - STATE_ORDER[b.state];
  if (byState !== 0) return byState;
  const byTime = Date.parse(a.kickoff) - Date.parse(b.kickoff);
  return a.state === 'finished' ? -byTime : byTime;
}

/**
 * The followed matches in the order a fan wants them: live first, then the next to kick off, then
 * the latest finished.
 */
export function followedMatches(
  matches: readonly MatchListEntry[],
  keys: ReadonlySet<string>,
): MatchListEntry[] {
  return matches.filter((match) => isFollowedMatch(match, keys)).sort(byInterest);
}

/**
 * The matches alerts watch, live first and then the soonest: the followed ones not yet finished,
 * and those a followed player's team plays (`playerTeams`). `direct` is false for a match watched
 * only for a player: it raises his goals and sendings-off, and its kick-off and full time.
 */
export function alertMatches(
  matches: readonly MatchListEntry[],
  keys: ReadonlySet<string>,
  playerTeams: ReadonlySet<string>,
): { match: MatchListEntry; direct: boolean }[] {
  return matches
    .filter((match) => match.state !== 'finished')
    .sort(byInterest)
    .map((match) => ({ match, direct: isFollowedMatch(match, keys) }))
    .filter(
      ({ match, direct }) =>
        direct || playerTeams.has(match.home_team.id) || playerTeams.has(match.away_team.id),
    );
}

/** A team offered to follow. */
export interface OfferedTeam {
  id: string;
  name: string;
  code: string;
}

/**
 * The teams a fan could follow from a list: each once, those of live matches first, at most
 * `limit`. The teams `offered` before keep their places while the list still has them, and the
 * places of those it no longer has are filled in order: a refresh in which a match starts or ends
 * does not move a team under the fan's finger.
 */
export function teamsToFollow(
  matches: readonly MatchListEntry[],
  follows: readonly FollowEntry[],
  limit: number,
  offered: readonly OfferedTeam[] = [],
): OfferedTeam[] {
  const held = new Set(follows.map((follow) => followKey(follow.kind, follow.id)));
  const seen = new Map<string, OfferedTeam>();
  const ordered = [...matches].sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]);
  for (const match of ordered) {
    for (const team of [match.home_team, match.away_team]) {
      if (!held.has(followKey('team', team.id)) && !seen.has(team.id)) seen.set(team.id, team);
    }
  }
  const fresh = [...seen.values()].filter(
    (team) => !offered.some((before) => before.id === team.id),
  );
  const places = offered.map((before) => seen.get(before.id) ?? fresh.shift() ?? null);
  return [...places.filter((team) => team !== null), ...fresh].slice(0, limit);
}
