import { FootballEvent } from '@kanqiu/core';
import { worldCup2018PlayerName } from '../names/world-cup-2018-player-names';
import { WORLD_CUP_2018_PLAYERS } from '../names/world-cup-2018-players';
import { WORLD_CUP_2018_SQUAD_NUMBERS } from '../names/world-cup-2018-squad-numbers';
import type { FootballMatchHeader } from './football-match-header';
import {
  type FootballMoment,
  momentsOfEvent,
  shootoutMoments,
  substitutionTime,
  type TeamSide,
  type TimedEvent,
} from './football-moments';
import { FootballMatchClock, type Half, halfOfMinute, periodOf } from './match-clock';
import { PossessionModel } from './possession';
import { unescapeWyscout } from './wyscout-text';
import type { WyscoutEvent, WyscoutPlayer, WyscoutTeamData } from './wyscout-types';

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
export interface FootballMatchData extends FootballMatchHeader {
  clock: FootballMatchClock;
  /** The events of play (the shoot-out's are only in `moments`). */
  events: TimedEvent[];
  /** Sorted by `t`. */
  moments: FootballMoment[];
  possession: PossessionModel;
  players: Map<number, FootballPlayerInfo>;
  /** The team that kicked off each half played. */
  kickOff: Partial<Record<Half, TeamSide>>;
}

const ROLE_POSITION: Readonly<Record<string, FootballPlayerInfo['position']>> = {
  FW: 'F',
  MD: 'M',
  DF: 'D',
  GK: 'G',
};

/** F, M, D or G from a Wyscout role code (`FW`, `MD`, `DF`, `GK`). */
export function positionOfRole(code: string): FootballPlayerInfo['position'] {
  return ROLE_POSITION[code] ?? 'M';
}

/** The Chinese name of a World Cup 2018 player: written by hand, else the source's Latin short name. */
export function worldCupPlayerName(player: { wyId: number; shortName: string }): string {
  return (
    WORLD_CUP_2018_PLAYERS[player.wyId]?.zh ??
    worldCup2018PlayerName(player.wyId) ??
    unescapeWyscout(player.shortName)
  );
}

/**
 * Converts the events of one Wyscout match into the base of its pages: the clock, the moments
 * (goals, shots, set pieces, cards, substitutions, shoot-out kicks), possession, players.
 *
 * @throws Error when the events' goals or shoot-out kicks disagree with the scores of the metadata.
 */
export function convertFootballMatch(
  header: FootballMatchHeader,
  sourceEvents: readonly WyscoutEvent[],
  playersById: ReadonlyMap<number, WyscoutPlayer>,
): FootballMatchData {
  const { 1: homeData, 2: awayData } = header.teamData;
  const sideOf = (teamId: number): TeamSide => (teamId === homeData.teamId ? 1 : 2);

  const players = new Map<number, FootballPlayerInfo>();
  for (const data of [homeData, awayData]) {
    for (const entry of [...data.formation.lineup, ...data.formation.bench]) {
      const source = playersById.get(entry.playerId);
      if (!source)
        throw new Error(`Player ${entry.playerId} of match ${header.id} is not in the metadata`);
      players.set(entry.playerId, {
        id: entry.playerId,
        name: worldCupPlayerName(source),
        latinName: unescapeWyscout(source.shortName),
        position: positionOfRole(source.role.code2),
        shirt: WORLD_CUP_2018_SQUAD_NUMBERS[entry.playerId] ?? null,
        side: sideOf(data.teamId),
      });
    }
  }

  const clock = FootballMatchClock.fromEvents(sourceEvents);
  if (header.extraTime !== clock.hasExtraTime) {
    throw new Error(`Match ${header.id}: extra time in the metadata and the events disagree`);
  }
  const events: TimedEvent[] = [];
  const kicks: Omit<TimedEvent, 'half'>[] = [];
  for (const event of sourceEvents) {
    const period = periodOf(event);
    const timed = {
      event,
      t: clock.replayTime(period, event.eventSec),
      side: sideOf(event.teamId),
    };
    if (period === 5) kicks.push(timed);
    else events.push({ ...timed, half: period });
  }
  const moments: FootballMoment[] = [];
  for (let index = 0; index < events.length; index += 1) {
    for (const moment of momentsOfEvent(events, index)) moments.push(moment);
  }
  moments.push(...shootoutMoments(clock, kicks));
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

  for (const side of [1, 2] as const) {
    const goals = moments.filter((m) => m.scores && m.side === side).length;
    if (goals !== header.finalScore[side]) {
      throw new Error(
        `Match ${header.id}: events give ${goals} goals to side ${side}, metadata ${header.finalScore[side]}`,
      );
    }
    const kicksScored = moments.filter(
      (m) => m.code === FootballEvent.ShootoutPenalty && m.side === side,
    ).length;
    if (kicksScored !== (header.penalties?.[side] ?? 0)) {
      throw new Error(
        `Match ${header.id}: the shoot-out kicks give ${kicksScored} to side ${side}, metadata ${header.penalties?.[side] ?? 0}`,
      );
    }
  }
  const kickOff: Partial<Record<Half, TeamSide>> = {};
  for (const event of events) kickOff[event.half] ??= event.side;

  return {
    ...header,
    clock,
    events,
    moments,
    possession: new PossessionModel(events),
    players,
    kickOff,
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
    const window = halfOfMinute(minute, clock.hasExtraTime);
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
