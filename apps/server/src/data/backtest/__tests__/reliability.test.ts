import { describe, expect, it } from 'vitest';
import { bootstrapResamples } from '../paired-bootstrap';
import { calibrationError, reliabilityTable, type ScoredForecast } from '../reliability';

const even = { home: 0.45, draw: 0.25, away: 0.3 };

/** Twenty matches forecast alike: 9 home wins, 5 draws, 6 away wins. */
const forecasts: ScoredForecast[] = Array.from({ length: 20 }, (_, i) => ({
  probabilities: even,
  outcome: i < 9 ? 'home' : i < 14 ? 'draw' : 'away',
}));

describe('reliability', () => {
  it('bins every forecast probability and counts how often its outcome happened', () => {
    const table = reliabilityTable(forecasts, bootstrapResamples(20, 200));
    expect(table.map((b) => [b.from.toFixed(1), b.to.toFixed(1), b.count])).toEqual([
      ['0.2', '0.3', 20],
      ['0.3', '0.4', 20],
      ['0.4', '0.5', 20],
    ]);
    expect(table.map((b) => Number(b.forecast.toFixed(12)))).toEqual([0.25, 0.3, 0.45]);
    expect(table.map((b) => b.observed.value)).toEqual([5 / 20, 6 / 20, 9 / 20]);
    for (const bin of table) {
      expect(bin.observed.low).toBeLessThanOrEqual(bin.observed.value);
      expect(bin.observed.high).toBeGreaterThanOrEqual(bin.observed.value);
      expect(bin.observed.high).toBeGreaterThan(bin.observed.low);
    }
  });

  it('is 0 for forecasts that match the frequencies and grows with the miss', () => {
    const all = Array.from({ length: 20 }, (_, i) => i);
    expect(calibrationError(forecasts, all)).toBeCloseTo(0, 12);
    const sure = forecasts.map((f) => ({
      ...f,
      probabilities: { home: 0.95, draw: 0.03, away: 0.02 },
    }));
    // Bin 0.9–1.0: 0.95 against 9/20; bin 0.0–0.1: forty forecasts of 0.03 and 0.02 (mean 0.025)
    // against 11 of 40 happening.
    const expected = (20 * Math.abs(0.95 - 9 / 20) + 40 * Math.abs(0.025 - 11 / 40)) / 60;
    expect(calibrationError(sure, all)).toBeCloseTo(expected, 12);
  });
});
