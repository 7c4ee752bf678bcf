import { describe, expect, it } from 'vitest';
import { type FootballResult, loadFootballResults } from '../../history/football-results';
import { resolveDataDir } from '../../shared/data-dir';
import { ELO_PARAMETERS, type EloParameters, eloExpected, goalDifferenceMultiplier } from '../elo';
import { rateFootball } from '../football-ratings';
import { goalMeans, ScoreDistribution } from '../poisson-goals';

const results = loadFootballResults(resolveDataDir());

/** Mean log loss of the 1X2 predictions after the first season of each competition (its burn-in). */
function logLoss(parameters: EloParameters): number {
  let sum = 0;
  let count = 0;
  for (const fixture of rateFootball(results, parameters)) {
    const { result } = fixture;
    if (!result.ft || result.season === '2023-24' || result.season === '2018') continue;
    const outcome = new ScoreDistribution(fixture.lambdaHome, fixture.lambdaAway).outcome();
    const [home, away] = result.ft;
    sum -= Math.log(home > away ? outcome.home : home === away ? outcome.draw : outcome.away);
    count += 1;
  }
  return sum / count;
}

describe('Elo ratings', () => {
  it('follows the Elo expectation and the goal-difference multiplier', () => {
    expect(eloExpected(0)).toBe(0.5);
    expect(eloExpected(400)).toBeCloseTo(10 / 11, 6);
    expect([1, 2, 3, 5].map(goalDifferenceMultiplier)).toEqual([1, 1.5, 1.75, 2]);
  });

  it('never lets a fixture see its own or a later result', () => {
    const changed: FootballResult[] = results.map((r) =>
      r.id === 'wc2018-064' ? { ...r, ft: [0, 5] as const } : r,
    );
    const before = rateFootball(results);
    const after = rateFootball(changed);
    const cut = before.findIndex((f) => f.result.id === 'wc2018-064');
    for (let i = 0; i <= cut; i += 1) {
      expect(after[i]?.homeRating).toBe(before[i]?.homeRating);
      expect(after[i]?.expected).toBe(before[i]?.expected);
    }
    const nextFrance = before.findIndex(
      (f, i) => i > cut && [f.result.home.id, f.result.away.id].includes('FRA'),
    );
    expect(after[nextFrance]?.expected).not.toBe(before[nextFrance]?.expected);
  });

  it('uses parameters no neighbouring choice beats on the results (the fit)', () => {
    const best = logLoss(ELO_PARAMETERS);
    const neighbours: Partial<EloParameters>[] = [
      { kLeague: ELO_PARAMETERS.kLeague - 4 },
      { kLeague: ELO_PARAMETERS.kLeague + 4 },
      { homeAdvantage: ELO_PARAMETERS.homeAdvantage - 15 },
      { homeAdvantage: ELO_PARAMETERS.homeAdvantage + 15 },
      { kWorldCup: ELO_PARAMETERS.kWorldCup + 10 },
      { seasonRegression: ELO_PARAMETERS.seasonRegression + 0.2 },
    ];
    for (const change of neighbours) {
      expect(logLoss({ ...ELO_PARAMETERS, ...change })).toBeGreaterThanOrEqual(best);
    }
    expect(best).toBeLessThan(1.02);
  });
});

describe('Poisson goal model', () => {
  it('splits the expected goals so the score distribution meets the Elo expectation', () => {
    const even = goalMeans(0.5, 2.6);
    expect(even.lambdaHome).toBeCloseTo(1.3, 6);
    const favourite = goalMeans(0.7, 2.6);
    expect(favourite.lambdaHome).toBeGreaterThan(favourite.lambdaAway);
    expect(favourite.lambdaHome + favourite.lambdaAway).toBeCloseTo(2.6, 9);
    expect(
      new ScoreDistribution(favourite.lambdaHome, favourite.lambdaAway).expectedScore(),
    ).toBeCloseTo(0.7, 6);
  });

  it('gives draws their own probability and sums to one', () => {
    const { home, draw, away } = new ScoreDistribution(1.3, 1.3).outcome();
    expect(home).toBeCloseTo(away, 9);
    expect(draw).toBeGreaterThan(0.2);
    expect(home + draw + away).toBeCloseTo(1, 9);
    expect(new ScoreDistribution(0, 0, 2, 1).outcome().home).toBe(1);
  });
});
