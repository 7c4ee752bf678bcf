import { LineProbabilities } from '../rating/line-odds';
import { ScoreDistribution } from '../rating/poisson-goals';
import { balancedLine, type MarketQuote } from './market-quote';

/** Minutes a football match lasts on average, stoppage time included: the span the goal means cover. */
export const EXPECTED_MATCH_MINUTES = 94;

/** Goal-rate factor of a side for each player it has fewer than its opponent (a red card). */
export const MAN_DOWN_FACTOR = 0.7;
/** Goal-rate factor of a side for each player it has more than its opponent. */
export const MAN_UP_FACTOR = 1.2;

/** The match state the live football odds depend on. */
export interface FootballOddsState {
  /** Minutes still to play, stoppage included (≥ 0). */
  remainingMinutes: number;
  home: number;
  away: number;
  homeReds: number;
  awayReds: number;
}

/**
 * The fair quotes of the three football markets at a moment of the match. The goals still to come are
 * Poisson with the pre-match means scaled to the minutes left, and scaled again by 0.7 for each
 * player a side is short and 1.2 for each player it has extra; the final score is the current score
 * plus those goals. From that distribution: 1X2 (`europe`), the home handicap (`asia`) and the total
 * goals line (`total`), each line the one closest to an even market.
 */
export function footballQuotes(
  pre: { lambdaHome: number; lambdaAway: number },
  state: FootballOddsState,
): MarketQuote[] {
  const share = Math.max(0, state.remainingMinutes) / EXPECTED_MATCH_MINUTES;
  const reds = state.homeReds - state.awayReds;
  const homeFactor = reds > 0 ? MAN_DOWN_FACTOR ** reds : MAN_UP_FACTOR ** -reds;
  const awayFactor = reds < 0 ? MAN_DOWN_FACTOR ** -reds : MAN_UP_FACTOR ** reds;
  const scores = new ScoreDistribution(
    pre.lambdaHome * share * homeFactor,
    pre.lambdaAway * share * awayFactor,
    state.home,
    state.away,
  );
  const outcome = scores.outcome();
  const handicaps: number[] = [];
  for (let k = -10; k <= 10; k += 1) handicaps.push(k / 2);
  const lines = new LineProbabilities(scores);
  const asia = balancedLine(handicaps, (line) => lines.handicap(line));
  const goalsNow = state.home + state.away;
  const totals: number[] = [];
  for (let k = 1; k <= 14; k += 1) totals.push(goalsNow + k / 2);
  const total = balancedLine(totals, (line) => lines.overUnder(line));
  return [
    { key: 'europe', line: 0, probabilities: [outcome.home, outcome.draw, outcome.away] },
    { key: 'asia', line: asia.line, probabilities: [asia.win, asia.lose] },
    { key: 'total', line: total.line, probabilities: [total.win, total.lose] },
  ];
}
