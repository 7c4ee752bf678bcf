import { isBasketballPosition } from '@kanqiu/core';
import {
  BASKETBALL_POSITION_UNKNOWN,
  type BasketballPositionCode,
} from '@kanqiu/core/contract/basketball';
import type { TeamRefData } from '@kanqiu/core/contract/match';
import { nbaFinalsCompetition } from '../names/competitions';
import { NBA_PLAYERS, NBA_TEAMS } from '../names/nba';
import { venueName } from '../names/venues';
import { displayClock, gameSecondsAt } from './game-clock';
import { type BasketballGameFacts, readGameFacts } from './game-facts';
import type { EspnGameFile, EspnPlay } from './hoopr-types';
import { classifyPlay, type PlayKind } from './play-kinds';

/** 1 home, 2 away, 0 neither. */
export type PlaySide = 0 | 1 | 2;

/** A play placed on the replay clock. */
export interface TimedPlay {
  play: EspnPlay;
  kind: PlayKind;
  /** Replay seconds since the tip-off. */
  t: number;
  period: number;
  clock: string;
  /** Game-clock seconds played when it happened. */
  gameSec: number;
  side: PlaySide;
  /** Score after the play. */
  home: number;
  away: number;
}

/** A player of a replayed game. */
export interface BasketballPlayerInfo {
  id: string;
  name: string;
  latinName: string;
  /** C, SF, PF, SG, PG, F or G, or `UNK` when ESPN's is none of them. */
  position: BasketballPositionCode;
  shirt: number | null;
  starter: boolean;
  didNotPlay: boolean;
  /** ESPN's reason, read only when `didNotPlay` (`COACH'S DECISION`); `null` otherwise. */
  dnpReason: string | null;
  side: 1 | 2;
}

/** Everything converted from one ESPN game file. */
export interface BasketballGameData {
  id: string;
  competition: string;
  venue: string;
  originalKickoff: string;
  home: TeamRefData;
  away: TeamRefData;
  homeEspnId: string;
  plays: TimedPlay[];
  players: Map<string, BasketballPlayerInfo>;
  durationSec: number;
  finalScore: { home: number; away: number };
  /** Regular-season records (wins, losses) from the header. */
  records: { home: [number, number] | null; away: [number, number] | null };
  /** Playoff series wins before this game; `null` when the header has no series. */
  seriesBefore: { home: number; away: number } | null;
  /** Season, venue, officials, records with splits, season series, win probability. */
  facts: BasketballGameFacts;
}

function record(summary: string | undefined): [number, number] | null {
  const match = /^(\d+)-(\d+)$/.exec(summary ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * Converts one reduced ESPN game file. Replay time follows the plays' real `wallclock` (time-outs,
 * breaks and reviews included), made monotonic because ESPN's wall clock sometimes steps back a few
 * seconds; the tip-off is replay second 0.
 *
 * @throws Error when the teams or the final score disagree between the header and the plays.
 */
export function convertBasketballGame(file: EspnGameFile): BasketballGameData {
  const competition = file.header.competitions[0];
  const homeSide = competition?.competitors.find((c) => c.homeAway === 'home');
  const awaySide = competition?.competitors.find((c) => c.homeAway === 'away');
  if (!competition || !homeSide || !awaySide)
    throw new Error(`Game ${file.gameId} has no home and away`);
  const teamRef = (id: string): TeamRefData => {
    const team = NBA_TEAMS[id];
    if (!team) throw new Error(`No Chinese name for the NBA team ${id}`);
    return { id, name: team.name, code: team.code };
  };

  const players = new Map<string, BasketballPlayerInfo>();
  for (const team of file.boxscore.players) {
    const side = team.team.id === homeSide.team.id ? 1 : 2;
    for (const line of team.statistics[0]?.athletes ?? []) {
      const written = NBA_PLAYERS[line.athlete.id];
      const position = line.athlete.position.abbreviation;
      players.set(line.athlete.id, {
        id: line.athlete.id,
        name: written?.zh ?? line.athlete.shortName,
        latinName: line.athlete.displayName,
        position: isBasketballPosition(position) ? position : BASKETBALL_POSITION_UNKNOWN,
        shirt: written?.shirt ?? null,
        starter: line.starter,
        didNotPlay: line.didNotPlay,
        dnpReason: line.didNotPlay ? (line.reason ?? null) : null,
        side,
      });
    }
  }

  const start = Date.parse(file.plays[0]?.wallclock ?? '');
  let t = 0;
  const plays: TimedPlay[] = file.plays.map((play) => {
    t = Math.max(t, Math.round((Date.parse(play.wallclock) - start) / 1000));
    const teamId = play['team.id'];
    return {
      play,
      kind: classifyPlay(play),
      t,
      period: play['period.number'],
      clock: displayClock(play['clock.displayValue']),
      gameSec: gameSecondsAt(play['period.number'], play['clock.displayValue']),
      side: teamId === homeSide.team.id ? 1 : teamId === awaySide.team.id ? 2 : 0,
      home: play.homeScore,
      away: play.awayScore,
    };
  });
  const last = plays.at(-1);
  const finalScore = { home: Number(homeSide.score), away: Number(awaySide.score) };
  if (!last || last.home !== finalScore.home || last.away !== finalScore.away) {
    throw new Error(
      `Game ${file.gameId}: the plays end ${last?.home}-${last?.away}, the header ${finalScore.home}-${finalScore.away}`,
    );
  }

  const series = competition.series?.find((s) => s.type === 'playoff');
  const winsAfter = (id: string) => series?.competitors.find((c) => c.id === id)?.wins ?? 0;
  const homeWon = finalScore.home > finalScore.away;
  const seriesBefore = series
    ? {
        home: winsAfter(homeSide.team.id) - (homeWon ? 1 : 0),
        away: winsAfter(awaySide.team.id) - (homeWon ? 0 : 1),
      }
    : null;

  return {
    id: String(file.gameId),
    competition: nbaFinalsCompetition(file.header.gameNote ?? ''),
    venue: venueName(file.gameInfo?.venue?.fullName ?? ''),
    originalKickoff: new Date(Date.parse(competition.date)).toISOString(),
    home: teamRef(homeSide.team.id),
    away: teamRef(awaySide.team.id),
    homeEspnId: homeSide.team.id,
    plays,
    players,
    durationSec: last.t,
    finalScore,
    records: {
      home: record(homeSide.record?.find((r) => r.type === 'total')?.summary),
      away: record(awaySide.record?.find((r) => r.type === 'total')?.summary),
    },
    seriesBefore,
    facts: readGameFacts(file, homeSide, awaySide, file.plays),
  };
}
