import { describe, expect, it } from 'vitest';
import { bootstrapResamples } from '../paired-bootstrap';
import { reliabilityTable, type ScoredForecast } from '../reliability';

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
});
