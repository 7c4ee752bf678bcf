/** The three outcomes of a football match after 90 minutes. */
export type MatchOutcome = 'home' | 'draw' | 'away';

/** A forecast of the three outcomes; the probabilities sum to one. */
export interface OutcomeProbabilities {
  home: number;
  draw: number;
  away: number;
}

/** The outcome of a full-time score. */
export function outcomeOf(home: number, away: number): MatchOutcome {
  return home > away ? 'home' : home < away ? 'away' : 'draw';
}

function indicators(outcome: MatchOutcome): readonly [number, number, number] {
  return outcome === 'home' ? [1, 0, 0] : outcome === 'draw' ? [0, 1, 0] : [0, 0, 1];
}

/**
 * Ranked probability score of a home/draw/away forecast: ½·[(p_H − e_H)² + (p_H + p_D − e_H − e_D)²].
 * It respects the order of the outcomes (a draw is nearer a home win than an away win is). 0 is a
 * perfect forecast; [0.8, 0.1, 0.1] on a home win scores 0.025.
 */
export function rankedProbabilityScore(p: OutcomeProbabilities, outcome: MatchOutcome): number {
  const [eh, ed] = indicators(outcome);
  const first = p.home - eh;
  const second = p.home + p.draw - eh - ed;
  return (first * first + second * second) / 2;
}

/** Logarithmic loss: −ln of the probability given to what happened (natural log; ln 3 for ⅓). */
export function logLoss(p: OutcomeProbabilities, outcome: MatchOutcome): number {
  return -Math.log(p[outcome]);
}

/** Brier score summed over the three outcomes: Σ (p − e)², from 0 (perfect) to 2. */
export function brierScore(p: OutcomeProbabilities, outcome: MatchOutcome): number {
  const [eh, ed, ea] = indicators(outcome);
  return (p.home - eh) ** 2 + (p.draw - ed) ** 2 + (p.away - ea) ** 2;
}

/**
 * Whether the most likely outcome happened: 1 or 0; when k outcomes share the highest probability,
 * each counts 1/k (so a forecast of ⅓ everywhere hits ⅓ of the time, whatever the tie rule).
 */
export function hitScore(p: OutcomeProbabilities, outcome: MatchOutcome): number {
  const best = Math.max(p.home, p.draw, p.away);
  const tied = (['home', 'draw', 'away'] as const).filter((o) => p[o] === best);
  return tied.includes(outcome) ? 1 / tied.length : 0;
}

/** The per-match metrics of the backtest, by name. */
export const SCORING_RULES = {
  rps: rankedProbabilityScore,
  logLoss,
  brier: brierScore,
  hitRate: hitScore,
} as const;
