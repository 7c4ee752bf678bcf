import type { TeamRefData } from '@kanqiu/core/contract/match';
import {
  FORM_RESULT_LABELS,
  type RecentMatch,
  summarizeForm,
  type TeamForm,
} from '@kanqiu/core/contract/match';
import { type FootballResult, isPlayed } from './football-results';

/** Most earlier matches a data board lists per team (the page filters 10 or 20). */
export const FORM_LIMIT = 20;

/** One earlier result seen from team `teamId`. */
export function recentMatch(
  result: FootballResult & { ft: readonly [number, number] },
  teamId: string,
): RecentMatch {
  const isHome = result.home.id === teamId;
  // The final score counts: a tie won in extra time is a win, as every record of it says.
  const [home, away] = result.et ?? result.ft;
  const mine = isHome ? home : away;
  const theirs = isHome ? away : home;
  return {
    match_id: result.id,
    kickoff: result.kickoff,
    competition: result.competition,
    home_team: { id: result.home.id, name: result.home.name, code: result.home.code },
    away_team: { id: result.away.id, name: result.away.name, code: result.away.code },
    home_score: home,
    away_score: away,
    half_score: result.ht ? `${result.ht[0]}-${result.ht[1]}` : null,
    regular_score: result.et ? `${result.ft[0]}-${result.ft[1]}` : null,
    penalty_score: result.penalties ? `${result.penalties[0]}-${result.penalties[1]}` : null,
    result: mine > theirs ? 'win' : mine === theirs ? 'draw' : 'lose',
    is_home: isHome,
  };
}

/**
 * Played results involving every team of `teamIds` that kicked off strictly before `before` (ISO
 * times compared as instants), newest first.
 */
export function resultsBefore(
  results: readonly FootballResult[],
  before: string,
  teamIds: readonly string[],
): (FootballResult & { ft: readonly [number, number] })[] {
  const limit = Date.parse(before);
  return results
    .filter(isPlayed)
    .filter(
      (r) =>
        Date.parse(r.kickoff) < limit &&
        teamIds.every((id) => r.home.id === id || r.away.id === id),
    )
    .sort((a, b) => b.kickoff.localeCompare(a.kickoff));
}

/** A team's form before a kick-off: up to {@link FORM_LIMIT} matches and their totals. */
export function teamForm(
  results: readonly FootballResult[],
  before: string,
  historyId: string,
  team: TeamRefData,
): TeamForm {
  const matches = resultsBefore(results, before, [historyId])
    .slice(0, FORM_LIMIT)
    .map((r) => recentMatch(r, historyId));
  return { team, matches, summary: summarizeForm(matches) };
}

/** The legend labels of the data board. */
export const FORM_LEGEND = { ...FORM_RESULT_LABELS };
