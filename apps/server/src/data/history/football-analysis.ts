import type { MatchAnalysis, StandingsTable } from '@kanqiu/core/contract/match';
import type { FootballMatchHeader } from '../football/football-match-header';
import { footballTeamByName } from '../names/football-teams';
import { ANALYSIS_TEXTS } from '../zh/analysis-texts';
import type { FootballResult } from './football-results';
import { computeStandings } from './standings';
import { FORM_LEGEND, FORM_LIMIT, recentMatch, resultsBefore, teamForm } from './team-form';

/**
 * The data board of a replayed World Cup match, from the results history as it stood at kick-off:
 * each team's earlier results, their earlier meetings, and the World Cup group tables of both teams
 * (counting only group matches played before the kick-off).
 */
export function footballAnalysis(
  data: FootballMatchHeader,
  results: readonly FootballResult[],
): MatchAnalysis {
  const before = data.originalKickoff;
  const home = footballTeamByName(data.homeSourceName);
  const away = footballTeamByName(data.awaySourceName);
  const headToHead = resultsBefore(results, before, [home.id, away.id])
    .slice(0, FORM_LIMIT)
    .map((r) => recentMatch(r, home.id));

  const worldCup = results.filter((r) => r.competitionKey === 'wc2018');
  const groupOf = (teamId: string) =>
    worldCup.find((r) => r.group && (r.home.id === teamId || r.away.id === teamId))?.group ?? null;
  const groups = [
    ...new Set([groupOf(home.id), groupOf(away.id)].filter((g): g is string => g !== null)),
  ];
  const standings: StandingsTable[] = groups.map((group) => {
    const inGroup = worldCup.filter((r) => r.group === group);
    const teams = [
      ...new Map(inGroup.flatMap((r) => [r.home, r.away]).map((t) => [t.id, t])).values(),
    ];
    const played = inGroup.filter((r) => Date.parse(r.kickoff) < Date.parse(before));
    return {
      title: ANALYSIS_TEXTS.groupTable(group),
      rows: computeStandings(played, teams, new Set([home.id, away.id])),
    };
  });

  return {
    match_id: data.id,
    sport: 'football',
    as_of: before,
    home: teamForm(results, before, home.id, data.home),
    away: teamForm(results, before, away.id, data.away),
    head_to_head: headToHead,
    standings,
    legend: FORM_LEGEND,
    note: headToHead.length === 0 ? ANALYSIS_TEXTS.footballCoverage : null,
  };
}
