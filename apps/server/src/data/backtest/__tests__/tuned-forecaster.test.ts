import { describe, expect, it } from 'vitest';
import type { FootballResult } from '../../history/football-results';
import { TUNING_MIN_RESULTS, temperatureCandidates, tunedForecaster } from '../tuned-forecaster';
import { type Forecaster, walkForward } from '../walk-forward';
import { syntheticLeague } from './synthetic-league';

/** A forecaster that always gives the home side `home` and splits the rest evenly. */
function fixed(home: number): Forecaster {
  return {
    forecast: (result) => ({
      result,
      probabilities: { home, draw: (1 - home) / 2, away: (1 - home) / 2 },
      goals: null,
    }),
    learn: () => undefined,
  };
}

/** Candidates picking the first or the second inner forecast unchanged. */
const pickFirst = (forecasts: readonly ReturnType<Forecaster['forecast']>[]) =>
  forecasts[0] as ReturnType<Forecaster['forecast']>;
const pickSecond = (forecasts: readonly ReturnType<Forecaster['forecast']>[]) =>
  forecasts[1] as ReturnType<Forecaster['forecast']>;

/** Every result a home win: the forecaster that says so more strongly scores better. */
function homeWins(results: readonly FootballResult[]): FootballResult[] {
  return results.map((r) => ({ ...r, ft: [2, 0] as const }));
}

describe('a walk-forward tuned forecaster', () => {
  const league = homeWins(syntheticLeague(10, 2));

  it('keeps the default until it has scored enough results, then picks the better candidate', () => {
    const tuned = tunedForecaster([fixed(0.4), fixed(0.7)], [pickFirst, pickSecond], 0);
    const forecasts = walkForward(league, tuned);
    expect(forecasts[0]?.probabilities.home).toBe(0.4);
    // Results of the fixtures' own day are never used: the switch comes on the first day after
    // the minimum is reached.
    const switched = forecasts.findIndex((f) => f.probabilities.home === 0.7);
    expect(switched).toBeGreaterThanOrEqual(TUNING_MIN_RESULTS);
    expect(forecasts.slice(switched).every((f) => f.probabilities.home === 0.7)).toBe(true);
  });

  it('changes no earlier forecast when later results change', () => {
    const build = () => tunedForecaster([fixed(0.45)], temperatureCandidates([0.8, 1, 1.25]), 1);
    const cut = league[150]?.kickoff ?? '';
    const flipped = league.map((r) => (r.kickoff >= cut ? { ...r, ft: [0, 3] as const } : r));
    const before = walkForward(league, build()).filter((f) => f.result.kickoff < cut);
    const after = walkForward(flipped, build()).filter((f) => f.result.kickoff < cut);
    expect(after.map((f) => f.probabilities)).toEqual(before.map((f) => f.probabilities));
    expect(before.length).toBeGreaterThan(TUNING_MIN_RESULTS);
  });

  it('sharpens a forecast below temperature 1 and flattens it above', () => {
    const [sharp, same, flat] = temperatureCandidates([0.5, 1, 2]).map(
      (c) => c([fixed(0.5).forecast(league[0] as FootballResult)]).probabilities,
    );
    // [0.5, 0.25, 0.25] at T = ½ is ∝ [0.25, 0.0625, 0.0625] = [⅔, ⅙, ⅙].
    expect(sharp?.home).toBeCloseTo(2 / 3, 12);
    expect(same?.home).toBeCloseTo(0.5, 12);
    // At T = 2 it is ∝ [√0.5, 0.5, 0.5].
    expect(flat?.home).toBeCloseTo(Math.SQRT1_2 / (Math.SQRT1_2 + 1), 12);
  });
});
