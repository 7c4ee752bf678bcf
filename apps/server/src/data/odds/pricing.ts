/** Longest and shortest odds the pages show. */
const MAX_ODDS = 101;
const MIN_ODDS = 1.01;

/**
 * Decimal odds of outcomes with fair probabilities `probabilities` (they need not sum to 1; they are
 * normalised) at a bookmaker's return rate: odds = rate ÷ p, so the book's return rate — 1 ÷ Σ 1/odds
 * — equals `returnRate` before the two-decimal rounding. Clamped to 1.01…101.
 */
export function priceOutcomes(probabilities: readonly number[], returnRate: number): number[] {
  const total = probabilities.reduce((sum, p) => sum + Math.max(p, 0), 0);
  return probabilities.map((p) => {
    const share = total > 0 ? Math.max(p, 1e-9) / total : 1 / probabilities.length;
    const odds = returnRate / share;
    return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.round(odds * 100) / 100));
  });
}

/**
 * Prices a two-way market whose line can land on a push (whole-number handicaps and totals): the
 * stake comes back on a push, so only the win and lose probabilities are priced.
 */
export function priceTwoWay(win: number, lose: number, returnRate: number): [number, number] {
  const [a = MIN_ODDS, b = MIN_ODDS] = priceOutcomes([win, lose], returnRate);
  return [a, b];
}
