import { describe, expect, it } from 'vitest';
import type { FootballResult } from '../../history/football-results';
import { choleskyFactor, choleskySolve, solveSymmetricPositive } from '../cholesky';
import { dixonColesTau, fitDixonColes, fixtureGoalMeans } from '../dixon-coles';
import { DixonColesRatings } from '../dixon-coles-ratings';
import { ScoreDistribution } from '../poisson-goals';

const WEAK_PRIOR = {
  teamSd: 10,
  homeMean: 0,
  homeSd: 10,
  baseMean: 0,
  baseSd: 10,
  rhoMean: 0,
  rhoSd: 10,
};

describe('Cholesky solve', () => {
  it('solves a symmetric positive-definite system', () => {
    const a = Float64Array.of(4, 2, 0, 2, 5, 1, 0, 1, 3);
    // x = (1, −1, 2): A·x = (4 − 2, 2 − 5 + 2, −1 + 6).
    const b = Float64Array.of(2, -1, 5);
    const x = solveSymmetricPositive(a, b);
    expect([...x].map((v) => Number(v.toFixed(12)))).toEqual([1, -1, 2]);
    expect([...choleskySolve(choleskyFactor(a, 3), b)]).toEqual([...x]);
    expect(() =>
      solveSymmetricPositive(Float64Array.of(1, 2, 2, 1), Float64Array.of(1, 1)),
    ).toThrow(/positive definite/);
  });
});

describe('Dixon–Coles', () => {
  it('corrects only the four low scores, as Dixon and Coles define it', () => {
    expect(dixonColesTau(0, 0, 1.5, 1.2, -0.1)).toBeCloseTo(1 + 1.5 * 1.2 * 0.1, 12);
    expect(dixonColesTau(0, 1, 1.5, 1.2, -0.1)).toBeCloseTo(1 - 0.15, 12);
    expect(dixonColesTau(1, 0, 1.5, 1.2, -0.1)).toBeCloseTo(1 - 0.12, 12);
    expect(dixonColesTau(1, 1, 1.5, 1.2, -0.1)).toBeCloseTo(1.1, 12);
    expect(dixonColesTau(2, 1, 1.5, 1.2, -0.1)).toBe(1);
  });

  it('keeps the score distribution whole and moves probability onto 0–0 and 1–1', () => {
    const plain = new ScoreDistribution(1.5, 1.2);
    const corrected = new ScoreDistribution(1.5, 1.2, 0, 0, -0.1);
    const nil = (h: number, a: number) => h === 0 && a === 0;
    expect(corrected.probability(() => true)).toBeCloseTo(
      plain.probability(() => true),
      12,
    );
    expect(corrected.probability(nil)).toBeCloseTo(Math.exp(-2.7) * (1 + 0.18), 12);
    expect(corrected.outcome().draw).toBeGreaterThan(plain.outcome().draw);
  });

  it('recovers the strengths behind results that are exactly their expectations', () => {
    // Three teams. A common shift of the attacks (or defences) against the base leaves every goal mean
    // alone, so the prior settles it: the base is pinned at its true value, and the true attacks and
    // defences each sum to zero, as their zero-mean prior prefers.
    const attack = [0.3, 0, -0.3];
    const defence = [-0.2, 0.1, 0.1];
    const truth = { base: 0.2, home: 0.25, attack, defence, rho: 0 };
    const columns = {
      home: [] as number[],
      away: [] as number[],
      venue: [] as number[],
      homeGoals: [] as number[],
      awayGoals: [] as number[],
      weight: [] as number[],
    };
    for (let h = 0; h < 3; h += 1) {
      for (let a = 0; a < 3; a += 1) {
        if (h === a) continue;
        const means = fixtureGoalMeans(
          { ...truth, attack: Float64Array.from(attack), defence: Float64Array.from(defence) },
          h,
          a,
          1,
        );
        columns.home.push(h);
        columns.away.push(a);
        columns.venue.push(1);
        columns.homeGoals.push(means.lambdaHome);
        columns.awayGoals.push(means.lambdaAway);
        columns.weight.push(50);
      }
    }
    const fit = fitDixonColes(columns, {
      ...WEAK_PRIOR,
      baseMean: 0.2,
      baseSd: 1e-4,
      attack: [0, 0, 0],
      defence: [0, 0, 0],
    });
    expect(fit.base).toBeCloseTo(0.2, 3);
    expect(fit.home).toBeCloseTo(0.25, 3);
    for (let t = 0; t < 3; t += 1) {
      expect(fit.attack[t]).toBeCloseTo(attack[t] as number, 3);
      expect(fit.defence[t]).toBeCloseTo(defence[t] as number, 3);
    }
  });

  it('gives a team without results its prior, and lets results pull a team off it', () => {
    const columns = {
      home: [0, 1],
      away: [1, 0],
      venue: [1, 1],
      homeGoals: [3, 0],
      awayGoals: [0, 2],
      weight: [1, 1],
    };
    const prior = {
      ...WEAK_PRIOR,
      teamSd: 0.3,
      attack: [0, 0, -0.25],
      defence: [0, 0, 0.2],
    };
    const fit = fitDixonColes(columns, prior);
    expect(fit.attack[2]).toBeCloseTo(-0.25, 9);
    expect(fit.defence[2]).toBeCloseTo(0.2, 9);
    expect(fit.attack[0]).toBeGreaterThan(0.05);
    expect(fit.defence[1]).toBeGreaterThan(0.05);
  });
});

const side = (id: string) => ({ id, name: id, code: id });

function fixture(
  id: string,
  season: string,
  day: number,
  home: string,
  away: string,
  ft: [number, number] | null,
): FootballResult {
  return {
    id,
    competitionKey: 'de.1',
    season,
    competition: '',
    round: '',
    group: null,
    kickoff: new Date(Date.UTC(2030, 0, 1) + day * 86_400_000).toISOString(),
    timeKnown: true,
    home: side(home),
    away: side(away),
    homeSourceName: home,
    awaySourceName: away,
    venueAdvantage: 1,
    ft,
    ht: null,
    et: null,
    penalties: null,
  };
}

describe('Dixon–Coles ratings', () => {
  it('starts a promoted team at the strengths the relegated team ended the last season with', () => {
    const first = [
      fixture('a', '2030-31', 0, 'A', 'B', [2, 0]),
      fixture('b', '2030-31', 7, 'B', 'C', [0, 3]),
      fixture('c', '2030-31', 14, 'C', 'A', [1, 1]),
      fixture('d', '2030-31', 21, 'B', 'A', [0, 2]),
    ];
    const teams = new Map([
      ['de.1:2030-31', new Set(['A', 'B', 'C'])],
      ['de.1:2031-32', new Set(['A', 'C', 'P'])],
    ]);
    const ratings = new DixonColesRatings(teams);
    for (const result of first) ratings.learn(result);
    const relegated = ratings.forecast(fixture('x', '2030-31', 28, 'B', 'A', null));
    const promoted = ratings.forecast(fixture('y', '2031-32', 200, 'P', 'A', null));
    expect(promoted.lambdaHome).toBeCloseTo(relegated.lambdaHome, 6);
    expect(promoted.lambdaAway).toBeCloseTo(relegated.lambdaAway, 6);
    expect(relegated.lambdaAway).toBeGreaterThan(relegated.lambdaHome);
  });
});
