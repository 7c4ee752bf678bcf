import { normalCdf, normalQuantile } from '../rating/normal';
import { balancedLine, type MarketQuote } from './market-quote';

/** Standard deviation of an NBA game's final margin, in points. */
export const MARGIN_SD = 12;
/** Standard deviation of an NBA game's total points. */
export const TOTAL_SD = 15;
/** Points expected in an NBA game before it starts (an assumption; the data has no season scoring). */
export const PRIOR_TOTAL_POINTS = 215;
/** Rating points of home court. */
export const HOME_COURT_ELO = 65;
/** Game seconds of regulation. */
export const REGULATION_SEC = 48 * 60;

/**
 * The home side's pre-game win probability from the two regular-season records: each record becomes a
 * rating (400 · log10 of its win odds, the Elo scale), home court adds 65 points.
 */
export function pregameHomeWin(home: [number, number], away: [number, number]): number {
  const rating = ([wins, losses]: [number, number]) =>
    400 * Math.log10((wins + 0.5) / (losses + 0.5));
  const diff = rating(home) - rating(away) + HOME_COURT_ELO;
  return 1 / (1 + 10 ** (-diff / 400));
}

/** The state the live basketball odds depend on. */
export interface BasketballOddsState {
  /** Game seconds played. */
  played: number;
  home: number;
  away: number;
}

/**
 * Fair quotes of the three basketball markets: the final margin is normal with mean the current lead
 * plus the pre-game expected margin scaled to the time left, and SD 12 · √(share of time left); the
 * total is normal around the points so far plus the remaining points at a pace that moves from the
 * prior (215 a game) toward the game's own as it goes on, SD 15 · √(share left). Lines are half points.
 */
export function basketballQuotes(pregame: number, state: BasketballOddsState): MarketQuote[] {
  const left = Math.max(0, REGULATION_SEC - state.played) / REGULATION_SEC;
  const expectedMargin = MARGIN_SD * normalQuantile(pregame);
  const mean = state.home - state.away + expectedMargin * left;
  const sd = Math.max(0.5, MARGIN_SD * Math.sqrt(left));
  const homeWin = normalCdf(mean / sd);
  const spread = balancedLine(
    Array.from({ length: 81 }, (_, i) => -40.5 + i),
    (line) => ({ win: normalCdf((mean + line) / sd), lose: 1 - normalCdf((mean + line) / sd) }),
  );
  const scored = state.home + state.away;
  const priorPace = PRIOR_TOTAL_POINTS / REGULATION_SEC;
  const ownPace = state.played > 0 ? scored / state.played : priorPace;
  const weight = state.played / REGULATION_SEC;
  const expectedTotal =
    scored + (weight * ownPace + (1 - weight) * priorPace) * REGULATION_SEC * left;
  const totalSd = Math.max(0.5, TOTAL_SD * Math.sqrt(left));
  const base = Math.floor(expectedTotal);
  const total = balancedLine(
    Array.from({ length: 21 }, (_, i) => base - 9.5 + i),
    (line) => ({
      win: 1 - normalCdf((line - expectedTotal) / totalSd),
      lose: normalCdf((line - expectedTotal) / totalSd),
    }),
  );
  return [
    { key: 'moneyline', line: 0, probabilities: [homeWin, 1 - homeWin] },
    { key: 'spread', line: spread.line, probabilities: [spread.win, spread.lose] },
    { key: 'total', line: total.line, probabilities: [total.win, total.lose] },
  ];
}
