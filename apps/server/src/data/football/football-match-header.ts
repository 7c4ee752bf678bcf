import type { TeamRefData } from '@kanqiu/core/contract/match';
import { worldCupCompetition, worldCupRound } from '../names/competitions';
import { footballTeamByName, openfootballNameOfWyscoutTeam } from '../names/football-teams';
import { venueName } from '../names/venues';
import type { TeamSide } from './football-moments';
import type { WyscoutMatch, WyscoutTeamData } from './wyscout-types';

/** Round and group of a World Cup 2018 match, read from the openfootball record of the same teams and day. */
export interface WorldCupRoundInfo {
  round: string;
  group?: string;
}

/** What a Wyscout match record says before any event is read: teams, scores, round, venue, time. */
export interface FootballMatchHeader {
  id: string;
  competition: string;
  /** The round in Chinese: `B组`, `1/8决赛`, `决赛`. */
  stage: string;
  /** `Group B` for group matches, else `null`. */
  group: string | null;
  /** The round as openfootball writes it (`Matchday 3`, `Quarter-finals`, `Final`). */
  round: string;
  /** Group matches: the team's 1st, 2nd or 3rd (Wyscout's gameweek); 0 in the knock-out rounds. */
  gameweek: number;
  /** The venue in Chinese (the source's name when none is written). */
  venue: string;
  /** The venue as the source writes it. */
  venueSource: string;
  originalKickoff: string;
  home: TeamRefData;
  away: TeamRefData;
  /** The openfootball names of home and away (the key into the results history). */
  homeSourceName: string;
  awaySourceName: string;
  wyscoutTeamIds: Record<TeamSide, number>;
  teamData: Record<TeamSide, WyscoutTeamData>;
  /** True when the tie went to extra time. */
  extraTime: boolean;
  /** The real final score (after extra time when it was played). */
  finalScore: Record<TeamSide, number>;
  /** The score after 90 minutes when extra time followed; `null` otherwise. */
  regularScore: Record<TeamSide, number> | null;
  /** The shoot-out, when one decided the tie. */
  penalties: Record<TeamSide, number> | null;
}

function pair(home: number, away: number): Record<TeamSide, number> {
  return { 1: home, 2: away };
}

/**
 * The header of a Wyscout match record. `round` comes from openfootball (Wyscout's metadata only has
 * ids for rounds).
 *
 * @throws Error when a side is missing or a team has no Chinese name.
 */
export function footballMatchHeader(
  match: WyscoutMatch,
  round: WorldCupRoundInfo,
): FootballMatchHeader {
  const teams = Object.values(match.teamsData);
  const homeData = teams.find((team) => team.side === 'home');
  const awayData = teams.find((team) => team.side === 'away');
  if (!homeData || !awayData) throw new Error(`Match ${match.wyId} lacks a home or away team`);
  const teamRef = (data: WyscoutTeamData): TeamRefData => {
    const info = footballTeamByName(openfootballNameOfWyscoutTeam(data.teamId));
    return { id: String(data.teamId), name: info.name, code: info.code };
  };
  const extraTime = match.duration !== 'Regular';
  return {
    id: String(match.wyId),
    competition: worldCupCompetition(2018, round.round, round.group),
    stage: worldCupRound(round.round, round.group),
    group: round.group ?? null,
    round: round.round,
    gameweek: match.gameweek,
    venue: venueName(match.venue),
    venueSource: match.venue,
    originalKickoff: new Date(`${match.dateutc.replace(' ', 'T')}Z`).toISOString(),
    home: teamRef(homeData),
    away: teamRef(awayData),
    homeSourceName: openfootballNameOfWyscoutTeam(homeData.teamId),
    awaySourceName: openfootballNameOfWyscoutTeam(awayData.teamId),
    wyscoutTeamIds: { 1: homeData.teamId, 2: awayData.teamId },
    teamData: { 1: homeData, 2: awayData },
    extraTime,
    finalScore: extraTime
      ? pair(homeData.scoreET, awayData.scoreET)
      : pair(homeData.score, awayData.score),
    regularScore: extraTime ? pair(homeData.score, awayData.score) : null,
    penalties: match.duration === 'Penalties' ? pair(homeData.scoreP, awayData.scoreP) : null,
  };
}
