import { basketballPositionLabel } from '@kanqiu/core';
import {
  BASKETBALL_STAT_KEYS,
  BASKETBALL_STATUS_LABELS,
  type BasketballMatchPage,
  type BasketballPlayerBox,
  BasketballStatus,
  type BasketballStatusCode,
} from '@kanqiu/core/contract';
import { ascendingUnique, lastIndexAtOrBefore, snapshotCache } from '../shared/timeline';
import {
  BASKETBALL_STAT_LABELS,
  BASKETBALL_STATUS_TEXTS,
  periodName,
} from '../zh/basketball-commentary';
import type { BasketballGameData } from './basketball-game-data';
import type { TimedTextLine } from './basketball-text-live';
import type { BoxSnapshot, PlayerLine } from './box-score';

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
  onCourt: boolean,
): BasketballPlayerBox {
  const info = data.players.get(id);
  return {
    id,
    name: info?.name ?? id,
    name_en: info?.latinName ?? id,
    position: info?.position ?? 'F',
    position_label: basketballPositionLabel(info?.position),
    starter: info?.starter ?? false,
    on_court: onCourt,
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

const STAT_FIELD: Readonly<
  Record<(typeof BASKETBALL_STAT_KEYS)[number], keyof BasketballPlayerBox>
> = {
  fg_made: 'fg_made',
  fg_attempted: 'fg_attempted',
  fg3_made: 'fg3_made',
  fg3_attempted: 'fg3_attempted',
  ft_made: 'ft_made',
  ft_attempted: 'ft_attempted',
  rebounds: 'rebounds',
  offensive_rebounds: 'offensive_rebounds',
  defensive_rebounds: 'defensive_rebounds',
  assists: 'assists',
  steals: 'steals',
  blocks: 'blocks',
  turnovers: 'turnovers',
  fouls: 'fouls',
};

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
    const players = { home: [] as BasketballPlayerBox[], away: [] as BasketballPlayerBox[] };
    if (snapshot) {
      for (const [id, line] of snapshot.players) {
        const info = data.players.get(id);
        if (!info || info.didNotPlay) continue;
        players[info.side === 1 ? 'home' : 'away'].push(
          playerBox(data, id, line, snapshot.onCourt.has(id)),
        );
      }
    }
    const total = (side: 'home' | 'away', field: keyof BasketballPlayerBox) =>
      players[side].reduce((sum, p) => sum + (p[field] as number), 0);
    const stats = BASKETBALL_STAT_KEYS.map((key) => {
      const field = STAT_FIELD[key];
      const team = key === 'turnovers' && snapshot ? snapshot.teamTurnovers : { home: 0, away: 0 };
      return {
        key,
        label: BASKETBALL_STAT_LABELS[key],
        home: total('home', field) + team.home,
        away: total('away', field) + team.away,
      };
    });
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
      replay: true,
    };
  };
  return { changePoints, pageAt: snapshotCache(changePoints, build) };
}
