import { FootballEvent } from '@kanqiu/core';
import type { TeamRefData } from '@kanqiu/core/contract';
import { worldCupCompetition } from '../names/competitions';
import { footballTeamByName, openfootballNameOfWyscoutTeam } from '../names/football-teams';
import { venueName } from '../names/venues';
import { WORLD_CUP_2018_PLAYERS } from '../names/world-cup-2018-players';
import {
  type FootballMoment,
  momentsOfEvent,
  substitutionTime,
  type TeamSide,
  type TimedEvent,
} from './football-moments';
import { FootballMatchClock, halfOfMinute } from './match-clock';
import { PossessionModel } from './possession';
import { unescapeWyscout } from './wyscout-text';
import type {
  WyscoutEventFile,
  WyscoutExtract,
  WyscoutMatch,
  WyscoutTeamData,
} from './wyscout-types';

/** A player of a replayed football match. */
export interface FootballPlayerInfo {
  id: number;
  /** Chinese name (Latin short name only when no Chinese name is written). */
  name: string;
  /** The Latin short name of the source. */
  latinName: string;
  /** F, M, D or G, from the player's Wyscout role. */
  position: 'F' | 'M' | 'D' | 'G';
  shirt: number | null;
  side: TeamSide;
}

/** Everything converted from one Wyscout match: the base of its pages. */
export interface FootballMatchData {
  id: string;
  competition: string;
  venue: string;
  originalKickoff: string;
  home: TeamRefData;
  away: TeamRefData;
  /** The openfootball names of home and away (the key into the results history). */
  homeSourceName: string;
  awaySourceName: string;
  wyscoutTeamIds: Record<TeamSide, number>;
  clock: FootballMatchClock;
  events: TimedEvent[];
  /** Sorted by `t`. */
  moments: FootballMoment[];
  possession: PossessionModel;
  players: Map<number, FootballPlayerInfo>;
  teamData: Record<TeamSide, WyscoutTeamData>;
  /** The team that kicked off each half. */
  kickOff: Record<1 | 2, TeamSide>;
  /** The real final score from the metadata, checked against the events. */
  finalScore: Record<TeamSide, number>;
}

const ROLE_POSITION: Readonly<Record<string, FootballPlayerInfo['position']>> = {
  FW: 'F',
  MD: 'M',
  DF: 'D',
  GK: 'G',
};

/** Round and group of a World Cup 2018 match, read from the openfootball record of the same teams and day. */
export interface WorldCupRoundInfo {
  round: string;
  group?: string;
}

/**
 * Converts one Wyscout match: metadata, events, players. `round` comes from openfootball (Wyscout's
 * metadata only has ids for rounds).
 *
 * @throws Error when the events' goals disagree with the final score of the metadata.
 */
export function convertFootballMatch(
  match: WyscoutMatch,
  file: WyscoutEventFile,
  extract: WyscoutExtract,
  round: WorldCupRoundInfo,
): FootballMatchData {
  const teams = Object.values(match.teamsData);
  const homeData = teams.find((team) => team.side === 'home');
  const awayData = teams.find((team) => team.side === 'away');
  if (!homeData || !awayData) throw new Error(`Match ${match.wyId} lacks a home or away team`);
  const sideOf = (teamId: number): TeamSide => (teamId === homeData.teamId ? 1 : 2);
  const teamRef = (data: WyscoutTeamData): TeamRefData => {
    const info = footballTeamByName(openfootballNameOfWyscoutTeam(data.teamId));
    return { id: String(data.teamId), name: info.name, code: info.code };
  };

  const players = new Map<number, FootballPlayerInfo>();
  const byId = new Map(extract.players.map((player) => [player.wyId, player]));
  for (const data of [homeData, awayData]) {
    for (const entry of [...data.formation.lineup, ...data.formation.bench]) {
      const source = byId.get(entry.playerId);
      if (!source)
        throw new Error(`Player ${entry.playerId} of match ${match.wyId} is not in the extract`);
      const latinName = unescapeWyscout(source.shortName);
      const written = WORLD_CUP_2018_PLAYERS[entry.playerId];
      players.set(entry.playerId, {
        id: entry.playerId,
        name: written?.zh ?? latinName,
        latinName,
        position: ROLE_POSITION[source.role.code2] ?? 'M',
        shirt: written?.shirt ?? null,
        side: sideOf(data.teamId),
      });
    }
  }

  const clock = FootballMatchClock.fromEvents(file.events);
  const events: TimedEvent[] = file.events.map((event) => {
    const half = event.matchPeriod === '1H' ? 1 : 2;
    return { event, half, t: clock.replayTime(half, event.eventSec), side: sideOf(event.teamId) };
  });
  const moments: FootballMoment[] = events.flatMap((_, index) => momentsOfEvent(events, index));
  for (const data of [homeData, awayData]) {
    const subs = data.formation.substitutions === 'null' ? [] : data.formation.substitutions;
    for (const sub of subs) {
      const when = substitutionTime(clock, events, sub);
      moments.push({
        id: `sub-${sub.playerIn}`,
        ...when,
        code: FootballEvent.Substitution,
        side: sideOf(data.teamId),
        playerId: sub.playerIn,
        player2Id: sub.playerOut,
        scores: false,
        reason: null,
        shot: null,
        eventIndex: null,
      });
    }
  }
  alignCardsWithMetadata(moments, [homeData, awayData], clock);
  moments.sort((a, b) => a.t - b.t);

  const finalScore = { 1: homeData.score, 2: awayData.score } as Record<TeamSide, number>;
  for (const side of [1, 2] as const) {
    const goals = moments.filter((m) => m.scores && m.side === side).length;
    if (goals !== finalScore[side]) {
      throw new Error(
        `Match ${match.wyId}: events give ${goals} goals to side ${side}, metadata ${finalScore[side]}`,
      );
    }
  }
  const firstOf = (half: 1 | 2) => events.find((e) => e.half === half)?.side ?? 1;

  return {
    id: String(match.wyId),
    competition: worldCupCompetition(2018, round.round, round.group),
    venue: venueName(match.venue),
    originalKickoff: new Date(`${match.dateutc.replace(' ', 'T')}Z`).toISOString(),
    home: teamRef(homeData),
    away: teamRef(awayData),
    homeSourceName: openfootballNameOfWyscoutTeam(homeData.teamId),
    awaySourceName: openfootballNameOfWyscoutTeam(awayData.teamId),
    wyscoutTeamIds: { 1: homeData.teamId, 2: awayData.teamId },
    clock,
    events,
    moments,
    possession: new PossessionModel(events),
    players,
    teamData: { 1: homeData, 2: awayData },
    kickOff: { 1: firstOf(1), 2: firstOf(2) },
    finalScore,
  };
}

/**
 * Wyscout tags a card on the foul it punishes, but the referee shows it a little later; when the
 * metadata's card minute is later than the foul's, the card moves to 10 s into that minute.
 */
function alignCardsWithMetadata(
  moments: FootballMoment[],
  teams: readonly WyscoutTeamData[],
  clock: FootballMatchClock,
): void {
  const cardMinute = new Map<number, number>();
  for (const team of teams) {
    for (const entry of [...team.formation.lineup, ...team.formation.bench]) {
      const minute = Number(entry.yellowCards);
      if (minute > 0) cardMinute.set(entry.playerId, minute);
    }
  }
  for (const moment of moments) {
    if (moment.code !== FootballEvent.YellowCard || moment.playerId === null) continue;
    const minute = cardMinute.get(moment.playerId);
    if (minute === undefined) continue;
    const window = halfOfMinute(minute);
    if (window.half === moment.half && window.from > moment.sec) {
      moment.sec = window.from + 10;
      moment.t = clock.replayTime(moment.half, moment.sec);
    }
  }
}

/** The Chinese name of a player of the match; `null` for no player. */
export function playerName(data: FootballMatchData, id: number | null): string | null {
  if (!id) return null;
  return data.players.get(id)?.name ?? null;
}
