import type { FootballResult } from '../history/football-results';
import { goalPool } from '../rating/football-elo';
import { ScoreDistribution } from '../rating/poisson-goals';
import { type OutcomeProbabilities, outcomeOf, rankedProbabilityScore } from './scoring-rules';
import type { Forecast, Forecaster } from './walk-forward';

/** One way of combining the inner forecasters' forecasts of a fixture into one. */
export type Candidate = (forecasts: readonly Forecast[]) => Forecast;

/** Results a pool must have been scored on before its own choice replaces the default. */
export const TUNING_MIN_RESULTS = 100;

/**
 * A forecaster that picks, walk-forward, one of several candidate combinations of inner
 * forecasters: each fixture gets the candidate with the lowest total RPS, in its competition pool,
 * over the fixtures forecast and learned before it (the default until the pool has
 * `TUNING_MIN_RESULTS`). Every candidate is scored on every learned fixture, so the choice uses only
 * results of earlier days, as the inner forecasters do.
 */
export function tunedForecaster(
  inner: readonly Forecaster[],
  candidates: readonly Candidate[],
  defaultIndex: number,
): Forecaster {
  const pending = new Map<string, Forecast[]>();
  const totals = new Map<string, { count: number; rps: Float64Array }>();
  const of = (result: FootballResult) => {
    const key = goalPool(result.competitionKey);
    let total = totals.get(key);
    if (!total) {
      total = { count: 0, rps: new Float64Array(candidates.length) };
      totals.set(key, total);
    }
    return total;
  };
  return {
    forecast(fixture) {
      const forecasts = inner.map((f) => f.forecast(fixture));
      pending.set(fixture.id, forecasts);
      const total = of(fixture);
      let best = defaultIndex;
      if (total.count >= TUNING_MIN_RESULTS) {
        for (let i = 0; i < candidates.length; i += 1) {
          if ((total.rps[i] as number) < (total.rps[best] as number) - 1e-12) best = i;
        }
      }
      return (candidates[best] as Candidate)(forecasts);
    },
    learn(result) {
      for (const f of inner) f.learn(result);
      const forecasts = pending.get(result.id);
      pending.delete(result.id);
      if (!forecasts || !result.ft) return;
      const outcome = outcomeOf(result.ft[0], result.ft[1]);
      const total = of(result);
      total.count += 1;
      candidates.forEach((candidate, i) => {
        total.rps[i] =
          (total.rps[i] as number) +
          rankedProbabilityScore(candidate(forecasts).probabilities, outcome);
      });
    },
  };
}

/** The grid 0, 1/steps, …, 1. */
export function unitGrid(steps: number): number[] {
  return Array.from({ length: steps + 1 }, (_, i) => i / steps);
}

/**
 * Candidates that blend two goal models in log space: λ = λ₁^w·λ₂^(1−w) for each side, ρ the first
 * model's, the outcomes read off the blended score distribution; one candidate per weight.
 */
export function goalBlendCandidates(weights: readonly number[]): Candidate[] {
  return weights.map((w) => (forecasts) => {
    const [a, b] = forecasts as [Forecast, Forecast];
    if (!a.goals || !b.goals) throw new Error('goal blend needs two goal models');
    const lambdaHome = a.goals.lambdaHome ** w * b.goals.lambdaHome ** (1 - w);
    const lambdaAway = a.goals.lambdaAway ** w * b.goals.lambdaAway ** (1 - w);
    const { rho } = a.goals;
    return {
      result: a.result,
      probabilities: new ScoreDistribution(lambdaHome, lambdaAway, 0, 0, rho).outcome(),
      goals: { lambdaHome, lambdaAway, rho },
    };
  });
}

/** Candidates that average two forecasts' outcome probabilities, w on the first; goals the first's. */
export function probabilityBlendCandidates(weights: readonly number[]): Candidate[] {
  return weights.map((w) => (forecasts) => {
    const [a, b] = forecasts as [Forecast, Forecast];
    const mix = (key: keyof OutcomeProbabilities) =>
      w * a.probabilities[key] + (1 - w) * b.probabilities[key];
    return {
      result: a.result,
      probabilities: { home: mix('home'), draw: mix('draw'), away: mix('away') },
      goals: a.goals,
    };
  });
}

/** Candidates that sharpen or flatten one forecast: p ∝ p^(1/T) for each temperature T. */
export function temperatureCandidates(temperatures: readonly number[]): Candidate[] {
  return temperatures.map((t) => (forecasts) => {
    const [a] = forecasts as [Forecast];
    const { home, draw, away } = a.probabilities;
    const h = home ** (1 / t);
    const d = draw ** (1 / t);
    const x = away ** (1 / t);
    const sum = h + d + x;
    return { ...a, probabilities: { home: h / sum, draw: d / sum, away: x / sum } };
  });
}

/** Candidates that scale one forecast's draw probability by each factor, the rest renormalised. */
export function drawCandidates(factors: readonly number[]): Candidate[] {
  return factors.map((f) => (forecasts) => {
    const [a] = forecasts as [Forecast];
    const { home, draw, away } = a.probabilities;
    const sum = home + f * draw + away;
    return { ...a, probabilities: { home: home / sum, draw: (f * draw) / sum, away: away / sum } };
  });
}
