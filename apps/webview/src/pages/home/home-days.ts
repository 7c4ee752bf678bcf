import type { MatchList, MatchListEntry } from '@kanqiu/core/contract';
import { beijingDate } from '../../match/shared/match-date';
import { competitionOf, type MatchFilter } from './match-groups';

/**
 * The day a match belongs to in the date strip: the Beijing day of its real kick-off, the calendar
 * the world's clock speaks of (docs/behaviour.md, "One clock per world"), not the replay's.
 */
export function matchDay(match: MatchListEntry): string {
  return beijingDate(match.original_kickoff);
}

/** Whether a match is in the sport and competition the fan chose. */
export function inFilter(match: MatchListEntry, filter: MatchFilter): boolean {
  return (
    (filter.sport === 'all' || match.sport === filter.sport) &&
    (filter.competition === 'all' || competitionOf(match).key === filter.competition)
  );
}

/** The days with matches in view, ascending. */
export function listDays(matches: readonly MatchListEntry[], filter: MatchFilter): string[] {
  const days = new Set<string>();
  for (const match of matches) if (inFilter(match, filter)) days.add(matchDay(match));
  return [...days].sort();
}

/**
 * The day marked 今天: the world's today of the competition in view, or, with every competition in
 * view, of the one with the most matches in view (the World Cup over the two NBA games, whichever is
 * live); the server's own day when the list names no today (an older server).
 */
export function listToday(list: MatchList, filter: MatchFilter): string {
  let key = filter.competition !== 'all' ? filter.competition : undefined;
  if (key === undefined) {
    const counts = new Map<string, number>();
    for (const match of list.matches) {
      if (!inFilter(match, filter)) continue;
      const competition = competitionOf(match).key;
      counts.set(competition, (counts.get(competition) ?? 0) + 1);
    }
    let most = 0;
    for (const [competition, count] of counts) {
      if (count > most) [key, most] = [competition, count];
    }
  }
  return (key && list.today?.[key]) || beijingDate(new Date(list.server_time).toISOString());
}

/** What the list shows of the matches in view. */
export interface DayView {
  /** The day picked in the strip. */
  day: string;
  today: string;
  /** Only the matches being played (进行中), whatever their day. */
  liveOnly: boolean;
}

/**
 * The matches of a day. A match being played belongs to today, whatever its real day (the replay
 * plays several days' matches at once): today shows every live match, and the other days only
 * their upcoming and finished ones. Live-only shows every live match and nothing else.
 */
export function dayMatches(
  matches: readonly MatchListEntry[],
  filter: MatchFilter,
  view: DayView,
): MatchListEntry[] {
  return matches.filter((match) => {
    if (!inFilter(match, filter)) return false;
    if (match.state === 'live') return view.liveOnly || view.day === view.today;
    return !view.liveOnly && matchDay(match) === view.day;
  });
}
