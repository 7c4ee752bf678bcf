import { describe, expect, it } from 'vitest';
import { brierScore, hitScore, logLoss, outcomeOf, rankedProbabilityScore } from '../scoring-rules';

const favourite = { home: 0.8, draw: 0.1, away: 0.1 };

describe('scoring rules', () => {
  it('scores [0.8, 0.1, 0.1] on a home win at an RPS of 0.025', () => {
    expect(rankedProbabilityScore(favourite, 'home')).toBeCloseTo(0.025, 12);
  });

  it('charges the RPS more for an away win than for a draw, as outcomes are ordered', () => {
    // ½·[(0.8 − 0)² + (0.9 − 1)²] and ½·[(0.8 − 0)² + (0.9 − 0)²]
    expect(rankedProbabilityScore(favourite, 'draw')).toBeCloseTo(0.325, 12);
    expect(rankedProbabilityScore(favourite, 'away')).toBeCloseTo(0.725, 12);
    expect(rankedProbabilityScore({ home: 1, draw: 0, away: 0 }, 'home')).toBe(0);
    expect(rankedProbabilityScore({ home: 1, draw: 0, away: 0 }, 'away')).toBe(1);
  });

  it('pins the RPS of hand-computed forecasts', () => {
    const split = { home: 0.5, draw: 0.3, away: 0.2 };
    // ½·[(0.5 − 1)² + (0.8 − 1)²] = ½·(0.25 + 0.04)
    expect(rankedProbabilityScore(split, 'home')).toBeCloseTo(0.145, 12);
    // ½·[(0.5 − 0)² + (0.8 − 1)²] = ½·(0.25 + 0.04)
    expect(rankedProbabilityScore(split, 'draw')).toBeCloseTo(0.145, 12);
    // ½·[(0.5 − 0)² + (0.8 − 0)²] = ½·(0.25 + 0.64)
    expect(rankedProbabilityScore(split, 'away')).toBeCloseTo(0.445, 12);
    const third = { home: 1 / 3, draw: 1 / 3, away: 1 / 3 };
    // ½·[(2/3)² + (1/3)²] = 5/18 on a home or away win; ½·[(1/3)² + (1/3)²] = 1/9 on a draw.
    expect(rankedProbabilityScore(third, 'home')).toBeCloseTo(5 / 18, 12);
    expect(rankedProbabilityScore(third, 'away')).toBeCloseTo(5 / 18, 12);
    expect(rankedProbabilityScore(third, 'draw')).toBeCloseTo(1 / 9, 12);
    // A market-like favourite [0.62, 0.22, 0.16] beaten away: ½·[0.62² + 0.84²] = ½·(0.3844 + 0.7056).
    expect(rankedProbabilityScore({ home: 0.62, draw: 0.22, away: 0.16 }, 'away')).toBeCloseTo(
      0.545,
      12,
    );
  });

  it('takes the natural log for the log loss', () => {
    expect(logLoss({ home: 0.5, draw: 0.25, away: 0.25 }, 'home')).toBeCloseTo(Math.LN2, 12);
    expect(logLoss({ home: 1 / 3, draw: 1 / 3, away: 1 / 3 }, 'draw')).toBeCloseTo(1.098612, 6);
  });

  it('sums the Brier score over the three outcomes, from 0 to 2', () => {
    expect(brierScore(favourite, 'home')).toBeCloseTo(0.06, 12);
    expect(brierScore(favourite, 'away')).toBeCloseTo(0.64 + 0.01 + 0.81, 12);
    expect(brierScore({ home: 1, draw: 0, away: 0 }, 'away')).toBe(2);
    expect(brierScore({ home: 0, draw: 1, away: 0 }, 'draw')).toBe(0);
  });

  it('counts a hit when the likeliest outcome happens, sharing ties', () => {
    expect(hitScore(favourite, 'home')).toBe(1);
    expect(hitScore(favourite, 'draw')).toBe(0);
    expect(hitScore({ home: 0.4, draw: 0.2, away: 0.4 }, 'away')).toBe(0.5);
    expect(hitScore({ home: 1 / 3, draw: 1 / 3, away: 1 / 3 }, 'draw')).toBeCloseTo(1 / 3, 12);
  });

  it('reads the outcome off a score', () => {
    expect([outcomeOf(2, 1), outcomeOf(1, 1), outcomeOf(0, 3)]).toEqual(['home', 'draw', 'away']);
  });
});
