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
