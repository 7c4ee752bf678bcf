import { basketballPositionLabel } from '@kanqiu/core';
import {
  BASKETBALL_POSITION_UNKNOWN,
  BASKETBALL_STAT_KEYS,
  type BasketballMatchPage,
  type BasketballPlayerBox,
} from '@kanqiu/core/contract/basketball';
import {
  BASKETBALL_STATUS_LABELS,
  BasketballStatus,
  type BasketballStatusCode,
} from '@kanqiu/core/contract/match';
import { ascendingUnique, lastIndexAtOrBefore, snapshotCache } from '../shared/timeline';
import {
  BASKETBALL_STAT_LABELS,
  BASKETBALL_STATUS_TEXTS,
  periodName,
} from '../zh/basketball-commentary';
import { dnpReason } from '../zh/basketball-facts-texts';
import type { BasketballGameData } from './basketball-game-data';
import type { TimedTextLine } from './basketball-text-live';
import type { BoxSnapshot, PlayerLine } from './box-score';
import { teamLeaders } from './team-leaders';
import { teamTotals } from './team-totals';

/** Where replay second `t` stands: status, period and its Chinese label. */
function stateAt(
  data: BasketballGameData,
  index: number,
): { status: BasketballStatusCode; period: number; label: string; clock: string } {
  const timed = data.plays[index];
  if (!timed) {
    return {
      status: BasketballStatus.NotStarted,
      period: 0,
      label: BASKETBALL_STATUS_LABELS[BasketballStatus.NotStarted],
      clock: '',
    };
  }
  if (timed.kind.kind === 'end_game') {
    return {
      status: BasketballStatus.Finished,
      period: timed.period,
      label: BASKETBALL_STATUS_LABELS[BasketballStatus.Finished],
      clock: timed.clock,
    };
  }
  if (timed.kind.kind === 'end_period') {
    return {
      status: BasketballStatus.Break,
      period: timed.period,
      label:
        timed.period === 2
          ? BASKETBALL_STATUS_TEXTS.halfTime
          : BASKETBALL_STATUS_TEXTS.periodEnded(timed.period),
      clock: timed.clock,
    };
  }
  return {
    status: BasketballStatus.InPlay,
    period: timed.period,
    label: periodName(timed.period),
    clock: timed.clock,
  };
}

function playerBox(
  data: BasketballGameData,
  id: string,
  line: PlayerLine,
  snapshot: BoxSnapshot | undefined,
  finished: boolean,
): BasketballPlayerBox {
  const info = data.players.get(id);
  const position = info?.position ?? BASKETBALL_POSITION_UNKNOWN;
  const entered = snapshot?.entered.has(id) ?? false;
  return {
    id,
    name: info?.name ?? id,
    name_en: info?.latinName ?? id,
    shirt_number: info?.shirt ?? null,
    position,
    position_label: basketballPositionLabel(position),
    starter: info?.starter ?? false,
    on_court: snapshot?.onCourt.has(id) ?? false,
    did_not_play: !entered,
    dnp_reason: finished && !entered && info?.didNotPlay ? dnpReason(info.dnpReason ?? '') : null,
    minutes: Math.round(line.seconds / 60),
    points: line.points,
    fg_made: line.fgMade,
    fg_attempted: line.fgAttempted,
    fg3_made: line.fg3Made,
    fg3_attempted: line.fg3Attempted,
    ft_made: line.ftMade,
    ft_attempted: line.ftAttempted,
    offensive_rebounds: line.offensiveRebounds,
    defensive_rebounds: line.defensiveRebounds,
    rebounds: line.offensiveRebounds + line.defensiveRebounds,
    assists: line.assists,
    steals: line.steals,
    blocks: line.blocks,
    turnovers: line.turnovers,
    fouls: line.fouls,
    plus_minus: line.plusMinus,
  };
}

function leadersOf(players: readonly BasketballPlayerBox[], seconds: (id: string) => number) {
  return teamLeaders(
    players.map((player) => ({
      player_id: player.id,
      name: player.name,
      name_en: player.name_en,
      position: player.position,
      points: player.points,
      rebounds: player.rebounds,
      assists: player.assists,
      tieBreak: seconds(player.id),
    })),
  );
}

/**
 * The page of the scene `detail_basketball_match_id_{id}` at every replay second: it changes at each
 * play (plays sharing a replay second change it once), and `pageAt(t)` returns the page of the last
 * change point ≤ `t`, built once.
 */
export function createBasketballPages(
  data: BasketballGameData,
  lines: readonly TimedTextLine[],
  box: readonly BoxSnapshot[],
): { changePoints: readonly number[]; pageAt(t: number): BasketballMatchPage } {
  const playTimes = data.plays.map((p) => p.t);
  const lineTimes = lines.map((l) => l.t);
  const changePoints = ascendingUnique(playTimes);

  const build = (index: number): BasketballMatchPage => {
    const t = index < 0 ? -1 : (changePoints[index] as number);
    const playIndex = lastIndexAtOrBefore(playTimes, t);
    const state = stateAt(data, playIndex);
    const snapshot = box[playIndex];
    const periods = { home: [] as number[], away: [] as number[] };
    let before = { home: 0, away: 0 };
    for (let p = 1; p <= state.period; p += 1) {
      const lastOfPeriod = data.plays
        .slice(0, playIndex + 1)
        .filter((play) => play.period === p)
        .at(-1);
      const after = lastOfPeriod ? { home: lastOfPeriod.home, away: lastOfPeriod.away } : before;
      periods.home.push(after.home - before.home);
      periods.away.push(after.away - before.away);
      before = after;
    }
    const current = data.plays[playIndex];
    const finished = state.status === BasketballStatus.Finished;
    const players = { home: [] as BasketballPlayerBox[], away: [] as BasketballPlayerBox[] };
    if (snapshot) {
      for (const [id, line] of snapshot.players) {
        const info = data.players.get(id);
        if (!info) continue;
        players[info.side === 1 ? 'home' : 'away'].push(
          playerBox(data, id, line, snapshot, finished),
        );
      }
    }
    const extras = data.facts.finalExtras;
    const totals = {
      home: teamTotals(
        players.home,
        snapshot?.teamTurnovers.home ?? 0,
        finished ? extras.home : null,
      ),
      away: teamTotals(
        players.away,
        snapshot?.teamTurnovers.away ?? 0,
        finished ? extras.away : null,
      ),
    };
    const stats = BASKETBALL_STAT_KEYS.flatMap((key) => {
      const home = totals.home[key];
      const away = totals.away[key];
      // Points in the paint and fast-break points exist only in ESPN's final box score.
      if (home === null || away === null) return [];
      return [{ key, label: BASKETBALL_STAT_LABELS[key], home, away }];
    });
    const seconds = (id: string) => snapshot?.players.get(id)?.seconds ?? 0;
    return {
      match_id: data.id,
      sport: 'basketball',
      competition: data.competition,
      venue: data.venue,
      original_kickoff: data.originalKickoff,
      status_id: state.status,
      status_label: state.label,
      period: state.period,
      clock: state.clock,
      home_team: { ...data.home, score: current?.home ?? 0, periods: periods.home },
      away_team: { ...data.away, score: current?.away ?? 0, periods: periods.away },
      tlive: lines
        .slice(0, lastIndexAtOrBefore(lineTimes, t) + 1)
        .map((l) => l.line)
        .reverse(),
      stats,
      players,
      totals,
      leaders: {
        home: leadersOf(players.home, seconds),
        away: leadersOf(players.away, seconds),
      },
      home_win_probability: data.facts.winProbability[playIndex] ?? null,
      replay: true,
    };
  };
  return { changePoints, pageAt: snapshotCache(changePoints, build) };
}
