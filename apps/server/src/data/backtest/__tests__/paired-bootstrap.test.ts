import { describe, expect, it } from 'vitest';
import {
  bootstrapInterval,
  bootstrapResamples,
  meanOver,
  percentileInterval,
} from '../paired-bootstrap';

describe('paired bootstrap', () => {
  it('draws the same resamples for the same seed, indices within range', () => {
    const a = bootstrapResamples(50, 20, 7);
    const b = bootstrapResamples(50, 20, 7);
    expect(a).toEqual(b);
    expect(bootstrapResamples(50, 20, 8)).not.toEqual(a);
    for (const indices of a) {
      expect(indices).toHaveLength(50);
      expect(Math.max(...indices)).toBeLessThan(50);
    }
  });

  it('takes the 2.5 % and 97.5 % percentiles of the replicates', () => {
    const samples = Array.from({ length: 41 }, (_, i) => i / 40);
    // 0.025 · 40 = 1 and 0.975 · 40 = 39: the second and the second-to-last replicates.
    expect(percentileInterval(0.5, samples)).toEqual({ value: 0.5, low: 0.025, high: 0.975 });
  });

  it('gives a constant no width and a sample of a fair coin an interval around one half', () => {
    const ones = new Float64Array(100).fill(1);
    const resamples = bootstrapResamples(100, 500);
    expect(bootstrapInterval(100, resamples, (i) => meanOver(ones, i))).toEqual({
      value: 1,
      low: 1,
      high: 1,
    });
    const coin = Float64Array.from({ length: 100 }, (_, i) => i % 2);
    const interval = bootstrapInterval(100, resamples, (i) => meanOver(coin, i));
    expect(interval.value).toBe(0.5);
    // The standard error is 0.05: the interval is about ±0.1 wide.
    expect(interval.low).toBeGreaterThan(0.37);
    expect(interval.low).toBeLessThan(0.44);
    expect(interval.high).toBeGreaterThan(0.56);
    expect(interval.high).toBeLessThan(0.63);
  });

  it('resamples a difference match by match, so a constant gap has no width', () => {
    const a = Float64Array.from({ length: 60 }, (_, i) => (i * 37) % 11);
    const b = a.map((x) => x + 0.25);
    const resamples = bootstrapResamples(60, 300);
    const gap = bootstrapInterval(60, resamples, (i) => meanOver(a, i) - meanOver(b, i));
    expect(gap.value).toBeCloseTo(-0.25, 12);
    expect(gap.low).toBeCloseTo(-0.25, 12);
    expect(gap.high).toBeCloseTo(-0.25, 12);
  });
});
