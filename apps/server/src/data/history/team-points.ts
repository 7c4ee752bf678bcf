import type { FootballTeamPoints, TeamPointsTable } from '@kanqiu/core/contract/football';
import type { CompetitionFilter } from '../catalog';
import { LEAGUE_TEXTS } from '../zh/league-texts';
import { competitionSeasonOf, databaseKeyOf } from './competition-season';
import type { FootballResult } from './football-results';
import { pointsTable, teamsOf } from './points-table';
import type { TeamEntry } from './team-directory';
import { competitionInFilter } from './team-schedule';

function lastPlayedDay(results: readonly FootballResult[]): string {
  const played = results.filter((r) => r.ft !== null).map((r) => r.kickoff);
  return (played.sort().at(-1) ?? results[0]?.kickoff ?? '').slice(0, 10);
}

/**
 * The tables a team is in, newest season first: its World Cup group (group matches only) or its
 * league's table with the home and away views, each row with its last results.
 */
export function teamPoints(
  entry: TeamEntry,
  results: readonly FootballResult[],
  filter: CompetitionFilter,
): FootballTeamPoints {
  const highlight = new Set([entry.team.id]);
  const tables: TeamPointsTable[] = [];
  for (const competition of entry.competitions) {
    if (!competitionInFilter(competition, filter)) continue;
    const season = results.filter(
      (r) => databaseKeyOf(r) === competition.key && r.season === competition.season,
    );
    if (competition.key === 'wc') {
      const group = season.find(
        (r) => r.group && (r.home.id === entry.team.id || r.away.id === entry.team.id),
      )?.group;
      if (!group) continue;
      const inGroup = season.filter((r) => r.group === group);
      tables.push({
        competition: competitionSeasonOf(inGroup[0] as FootballResult),
        title: LEAGUE_TEXTS.groupTable(group),
        kind: 'group',
        as_of: lastPlayedDay(inGroup),
        total: pointsTable(inGroup, teamsOf(inGroup), highlight),
        home: null,
        away: null,
      });
    } else {
      const teams = teamsOf(season);
      tables.push({
        competition,
        title: LEAGUE_TEXTS.leagueTable,
        kind: 'league',
        as_of: lastPlayedDay(season),
        total: pointsTable(season, teams, highlight),
        home: pointsTable(season, teams, highlight, 'home'),
        away: pointsTable(season, teams, highlight, 'away'),
      });
    }
  }
  return { team: { id: entry.team.id, name: entry.team.name, code: entry.team.code }, tables };
}
