import type { PointsRow } from '@kanqiu/core/contract/football';
import type { FormResult } from '@kanqiu/core/contract/match';
import type { FootballTeamInfo } from '../names/football-teams';
import { type FootballResult, isPlayed } from './football-results';
import { computeStandings, type TableVenue } from './standings';

/** Results a form column shows. */
export const FORM_COLUMN = 5;

/** The result of a played match for one team, from the 90-minute score (a league table's rule). */
function resultFor(result: FootballResult & { ft: readonly [number, number] }, teamId: string) {
  const [home, away] = result.ft;
  const mine = result.home.id === teamId ? home : away;
  const theirs = result.home.id === teamId ? away : home;
  const outcome: FormResult = mine > theirs ? 'win' : mine === theirs ? 'draw' : 'lose';
  return outcome;
}

/**
 * A points table with each team's last results in it (oldest first): `computeStandings` plus the
 * form column. `venue` gives the home or away view of a league.
 */
export function pointsTable(
  results: readonly FootballResult[],
  teams: readonly FootballTeamInfo[],
  highlight: ReadonlySet<string>,
  venue: TableVenue = 'all',
): PointsRow[] {
  const played = results
    .filter(isPlayed)
    .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id.localeCompare(b.id));
  return computeStandings(results, teams, highlight, venue).map((row) => {
    const mine = played.filter(
      (r) =>
        (venue !== 'away' && r.home.id === row.team.id) ||
        (venue !== 'home' && r.away.id === row.team.id),
    );
    return { ...row, form: mine.slice(-FORM_COLUMN).map((r) => resultFor(r, row.team.id)) };
  });
}

/** The teams of a set of results, each once, in order of first appearance. */
export function teamsOf(results: readonly FootballResult[]): FootballTeamInfo[] {
  return [...new Map(results.flatMap((r) => [r.home, r.away]).map((t) => [t.id, t])).values()];
}
