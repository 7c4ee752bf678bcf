import type { MatchListEntry, MatchState } from '@kanqiu/core/contract/match';
import { beijingDate } from '../../match/shared/match-date';

/** Matches of one competition inside a day or the live section, by kick-off. */
export interface CompetitionGroup {
  /** `wc2018`, `basketball`. */
  key: string;
  /** `2018世界杯`, `NBA总决赛`. */
  name: string;
  matches: MatchListEntry[];
}

/** One day of the list (`YYYY-MM-DD`, Beijing time), its matches by competition. */
export interface DayGroup {
  date: string;
  groups: CompetitionGroup[];
  count: number;
}

/** A section of the list: the live matches, then the upcoming and the finished ones by day. */
export interface StateSection {
  state: MatchState;
  days: DayGroup[];
  count: number;
}

/** Which matches the list shows. */
export interface MatchFilter {
  sport: 'all' | 'football' | 'basketball';
  /** A `competition_key`, or `all`. */
  competition: string;
}

/** The competition a match belongs to; an older server without the keys groups by sport. */
export function competitionOf(match: MatchListEntry): { key: string; name: string } {
  return {
    key: match.competition_key ?? match.sport,
    name: match.competition_name ?? match.competition,
  };
}

/** The competitions of the list (of one sport, or all), in the order they first appear. */
export function competitionsOf(
  matches: readonly MatchListEntry[],
  sport: MatchFilter['sport'],
): { key: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const match of matches) {
    if (sport !== 'all' && match.sport !== sport) continue;
    const { key, name } = competitionOf(match);
    if (!seen.has(key)) seen.set(key, name);
  }
  return [...seen].map(([key, name]) => ({ key, name }));
}

function byCompetition(matches: readonly MatchListEntry[]): CompetitionGroup[] {
  const groups = new Map<string, CompetitionGroup>();
  for (const match of matches) {
    const { key, name } = competitionOf(match);
    const group = groups.get(key) ?? { key, name, matches: [] };
    group.matches.push(match);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Orders ISO dates and instants of one format by their characters: the order of the times they
 * name, without the locale-aware comparison of `localeCompare`, which sorting a long list made slow.
 */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byDay(matches: readonly MatchListEntry[], newestFirst: boolean): DayGroup[] {
  const days = new Map<string, MatchListEntry[]>();
  for (const match of matches) {
    const date = beijingDate(match.kickoff);
    const day = days.get(date);
    if (day) day.push(match);
    else days.set(date, [match]);
  }
  return [...days.keys()]
    .sort((a, b) => (newestFirst ? byText(b, a) : byText(a, b)))
    .map((date) => {
      const dayMatches = days.get(date) ?? [];
      return { date, groups: byCompetition(dayMatches), count: dayMatches.length };
    });
}

const kickoffOrder = (newestFirst: boolean) => (a: MatchListEntry, b: MatchListEntry) =>
  newestFirst ? byText(b.kickoff, a.kickoff) : byText(a.kickoff, b.kickoff);

/**
 * The match list as the entry page shows it: the live matches first (one day group, by
 * competition), then the upcoming ones by day, soonest first, then the finished ones by day, the
 * latest first; inside a day, by competition, each by kick-off. Days are Beijing days of the
 * replay's kick-off.
 */
export function groupMatches(
  matches: readonly MatchListEntry[],
  filter: MatchFilter,
): StateSection[] {
  const shown = matches.filter(
    (match) =>
      (filter.sport === 'all' || match.sport === filter.sport) &&
      (filter.competition === 'all' || competitionOf(match).key === filter.competition),
  );
  const of = (state: MatchState, newestFirst: boolean) =>
    shown.filter((match) => match.state === state).sort(kickoffOrder(newestFirst));
  const live = of('live', false);
  const sections: StateSection[] = [
    {
      state: 'live',
      days: live.length > 0 ? [{ date: '', groups: byCompetition(live), count: live.length }] : [],
      count: live.length,
    },
    { state: 'upcoming', days: byDay(of('upcoming', false), false), count: 0 },
    { state: 'finished', days: byDay(of('finished', true), true), count: 0 },
  ];
  for (const section of sections) {
    section.count = section.days.reduce((sum, day) => sum + day.count, 0);
  }
  return sections.filter((section) => section.count > 0);
}
