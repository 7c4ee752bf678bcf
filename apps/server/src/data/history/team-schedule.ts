import type { FootballTeamSchedule, TeamScheduleMatch } from '@kanqiu/core/contract/football';
import type { CompetitionFilter } from '../catalog';
import { competitionSeasonOf } from './competition-season';
import type { FootballResult } from './football-results';
import type { TeamEntry } from './team-directory';
import { recentMatch } from './team-form';

/** True when a competition season is the filtered one (or no filter is given). */
export function competitionInFilter(
  competition: { key: string; season: string },
  filter: CompetitionFilter,
): boolean {
  return (
    (!filter.key || competition.key === filter.key) &&
    (!filter.season || competition.season === filter.season)
  );
}

/** True when a result belongs to the filtered competition season. */
export function inFilter(result: FootballResult, filter: CompetitionFilter): boolean {
  return competitionInFilter(competitionSeasonOf(result), filter);
}

function pair(value: readonly [number, number] | null): string | null {
  return value ? `${value[0]}-${value[1]}` : null;
}

/** One match of a team's schedule, seen from that team. */
export function scheduleEntry(
  result: FootballResult,
  teamId: string,
  replayId: string | null,
): TeamScheduleMatch {
  const isHome = result.home.id === teamId;
  const ref = (team: FootballResult['home']) => ({ id: team.id, name: team.name, code: team.code });
  const played = result.ft ? recentMatch({ ...result, ft: result.ft }, teamId) : null;
  return {
    match_id: result.id,
    replay_match_id: replayId,
    kickoff: result.kickoff,
    time_known: result.timeKnown,
    competition: competitionSeasonOf(result),
    round: result.round,
    home_team: ref(result.home),
    away_team: ref(result.away),
    is_home: isHome,
    opponent: ref(isHome ? result.away : result.home),
    home_score: played?.home_score ?? null,
    away_score: played?.away_score ?? null,
    half_score: pair(result.ht),
    regular_score: played?.regular_score ?? null,
    penalty_score: played?.penalty_score ?? null,
    finished: played !== null,
    result: played?.result ?? null,
  };
}

/** A team's results and fixtures, oldest first, optionally of one competition season. */
export function teamSchedule(
  entry: TeamEntry,
  filter: CompetitionFilter,
  replayOf: (historyId: string) => string | null,
): FootballTeamSchedule {
  const matches = entry.results
    .filter((result) => inFilter(result, filter))
    .map((result) => scheduleEntry(result, entry.team.id, replayOf(result.id)));
  return {
    team: { id: entry.team.id, name: entry.team.name, code: entry.team.code },
    matches,
    next_match_id: matches.find((match) => !match.finished)?.match_id ?? null,
  };
}
