/** Longest and shortest odds the pages show. */
const MAX_ODDS = 501;
const MIN_ODDS = 1.01;

/**
 * Smallest probability an outcome may have for its market to be priced. Below it the outcome is as
 * good as decided and no margin can be spread over it, so the market is suspended (the bookmakers keep
 * their last prices).
 */
export const MIN_PRICED_PROBABILITY = 0.001;

/** True when every outcome of a market is still open enough to be priced. */
export function isPriceable(probabilities: readonly number[]): boolean {
  return probabilities.every((p) => p >= MIN_PRICED_PROBABILITY);
}

/**
 * Decimal odds of outcomes with fair probabilities `probabilities` at a bookmaker's return rate, by
 * the power method: implied probabilities q = p^k with k chosen so that Σ q = 1 ÷ returnRate, odds
 * = 1 ÷ q. The book's return rate (1 ÷ Σ 1/odds, docs/behaviour.md §5) is then exactly `returnRate` before the
 * two-decimal rounding, and, unlike a proportional margin, a heavy favourite never falls below even
 * money: the margin sits mostly on the outsiders, as real books do. Clamped to 1.01…501.
 */
export function priceOutcomes(probabilities: readonly number[], returnRate: number): number[] {
  const total = probabilities.reduce((sum, p) => sum + Math.max(p, 0), 0);
  const fair = probabilities.map((p) =>
    total > 0 ? Math.max(p, 1e-9) / total : 1 / probabilities.length,
  );
  const target = 1 / returnRate;
  const k = powerExponent(fair, target);
  const implied = fair.map((p) => p ** k);
  const odds = implied.map((q) => clampOdds(1 / q));
  // Odds held at 1.01 or 101 would carry less margin than the book wants: the others make it up.
  const held = odds.map((o) => o === MIN_ODDS || o === MAX_ODDS);
  if (!held.some(Boolean) || held.every(Boolean)) return odds;
  const heldShare = odds.reduce((sum, o, i) => (held[i] ? sum + 1 / o : sum), 0);
  const freeShare = implied.reduce((sum, q, i) => (held[i] ? sum : sum + q), 0);
  const scale = (target - heldShare) / freeShare;
  if (!(scale > 0)) return odds;
  return odds.map((o, i) => (held[i] ? o : clampOdds(1 / ((implied[i] as number) * scale))));
}

/**
 * The k with Σ p^k = target (target > 1, so 0 < k < 1): Newton's method from k = 1, where the sum
 * is 1 and falls as k grows, with bisection as a safety net.
 */
function powerExponent(fair: readonly number[], target: number): number {
  const sumAt = (k: number) => {
    let sum = 0;
    let slope = 0;
    for (const p of fair) {
      const q = p ** k;
      sum += q;
      slope += q * Math.log(p);
    }
    return { sum, slope };
  };
  let k = 1;
  for (let i = 0; i < 30; i += 1) {
    const { sum, slope } = sumAt(k);
    if (Math.abs(sum - target) < 1e-12) return k;
    const next = k - (sum - target) / slope;
    if (!Number.isFinite(next) || next <= 0 || next > 1) break;
    k = next;
  }
  let lo = 0.01;
  let hi = 1;
  for (let i = 0; i < 50; i += 1) {
    const mid = (lo + hi) / 2;
    if (sumAt(mid).sum > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function clampOdds(odds: number): number {
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.round(odds * 100) / 100));
}

/**
 * Prices a two-way market whose line can land on a push (whole-number handicaps and totals): the
 * stake comes back on a push, so only the win and lose probabilities are priced.
 */
export function priceTwoWay(win: number, lose: number, returnRate: number): [number, number] {
  const [a = MIN_ODDS, b = MIN_ODDS] = priceOutcomes([win, lose], returnRate);
  return [a, b];
}
