import type { OddsPage } from '@kanqiu/core/contract/match';
import { BASKETBALL_STATUS_LABELS, BasketballStatus } from '@kanqiu/core/contract/match';
import type { BasketballGameData } from '../basketball/basketball-game-data';
import { ascendingUnique, lastIndexAtOrBefore } from '../shared/timeline';
import { BASKETBALL_STATUS_TEXTS, periodName } from '../zh/basketball-commentary';
import { MINUTE_TEXTS } from '../zh/labels';
import { basketballQuotes, pregameHomeWin } from './basketball-odds-model';
import { createOddsPages } from './odds-pages';

/** Game seconds between two time-driven odds updates. */
const ODDS_TICK_GAME_SEC = 120;

/**
 * The odds scene of a basketball replay: pre-game probability from the regular-season records, live
 * prices from the score and the game clock, updated every two minutes of game time and at each
 * period's end.
 */
export function createBasketballOdds(data: BasketballGameData): {
  changePoints: readonly number[];
  pageAt(t: number): OddsPage;
} {
  const pregame =
    data.records.home && data.records.away
      ? pregameHomeWin(data.records.home, data.records.away)
      : 0.5;
  const points: number[] = [0];
  let nextTick = ODDS_TICK_GAME_SEC;
  for (const timed of data.plays) {
    if (timed.kind.kind === 'end_game') break;
    if (timed.gameSec >= nextTick || timed.kind.kind === 'end_period') {
      points.push(timed.t);
      while (nextTick <= timed.gameSec) nextTick += ODDS_TICK_GAME_SEC;
    }
  }
  const modelPoints = ascendingUnique(points).filter((t) => t < data.durationSec);
  const times = data.plays.map((p) => p.t);
  const playAt = (t: number) => data.plays[lastIndexAtOrBefore(times, t)];
  return createOddsPages({
    sport: 'basketball',
    matchId: data.id,
    competition: data.competition,
    home: data.home,
    away: data.away,
    end: data.durationSec,
    modelPoints,
    quotesAt(index) {
      const timed = index < 0 ? undefined : playAt(modelPoints[index] as number);
      return basketballQuotes(pregame, {
        played: timed?.gameSec ?? 0,
        home: timed?.home ?? 0,
        away: timed?.away ?? 0,
      });
    },
    headerAt(t) {
      const timed = t < 0 ? undefined : playAt(t);
      if (!timed) {
        return {
          status_id: BasketballStatus.NotStarted,
          status_label: BASKETBALL_STATUS_LABELS[BasketballStatus.NotStarted],
          time_text: '',
          home: 0,
          away: 0,
        };
      }
      const finished = timed.kind.kind === 'end_game';
      const ended = timed.kind.kind === 'end_period';
      return {
        status_id: finished
          ? BasketballStatus.Finished
          : ended
            ? BasketballStatus.Break
            : BasketballStatus.InPlay,
        status_label: finished
          ? BASKETBALL_STATUS_LABELS[BasketballStatus.Finished]
          : ended
            ? BASKETBALL_STATUS_TEXTS.periodEnded(timed.period)
            : periodName(timed.period),
        time_text: finished ? MINUTE_TEXTS.fullTime : `${periodName(timed.period)} ${timed.clock}`,
        home: timed.home,
        away: timed.away,
      };
    },
  });
}
