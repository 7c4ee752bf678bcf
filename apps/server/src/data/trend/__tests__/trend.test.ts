import { TREND_LENGTH_BASKETBALL, TREND_LENGTH_FOOTBALL } from '@kanqiu/core';
import { trendContentSchema } from '@kanqiu/core/contract/base';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { replay } from '../../__tests__/shared-catalog';

describe('football trend', () => {
  it.each(['2058017', '2058003', '2057960'])('match %s: two halves of 45 minute points', (id) => {
    const match = replay(id);
    const full = match.trendAt(match.durationSec);
    expect(() => v.parse(trendContentSchema, full)).not.toThrow();
    expect(full.match_type).toBe('soccer');
    expect(full.trend_count).toBe(2);
    expect(full.trend_count * full.trend_per).toBe(TREND_LENGTH_FOOTBALL);
    expect(full.trend_data.map((half) => half.length)).toEqual([45, 45]);
    for (const value of full.trend_data.flat()) {
      expect(value).toBeGreaterThanOrEqual(-100);
      expect(value).toBeLessThanOrEqual(100);
    }
    expect(match.trendAt(-1).trend_data).toEqual([]);
    expect(match.trendAt(30).trend_data.map((half) => half.length)).toEqual([1]);
    expect(match.trendAt(10 * 60 + 5).trend_data.map((half) => half.length)).toEqual([11]);
  });

  it('leans to Croatia over the final, who had most of the ball and the attacks', () => {
    const match = replay('2058017');
    const sum = match
      .trendAt(match.durationSec)
      .trend_data.flat()
      .reduce((a, b) => a + b, 0);
    expect(sum).toBeLessThan(0);
  });

  it('changes at least once a minute while the ball is in play', () => {
    const points = replay('2058017').trendChangePoints;
    for (let i = 1; i < points.length; i += 1) {
      expect((points[i] as number) - (points[i - 1] as number)).toBeLessThanOrEqual(15 * 60);
    }
  });
});

describe('basketball trend', () => {
  it.each([
    ['401656359', 18],
    ['401656363', 18],
  ] as const)('game %s: 4 × 10 points that add up to the final margin of %i', (id, margin) => {
    const match = replay(id);
    const full = match.trendAt(match.durationSec);
    expect(() => v.parse(trendContentSchema, full)).not.toThrow();
    expect(full.match_type).toBe('basketball');
    expect(full.trend_count * full.trend_per).toBe(TREND_LENGTH_BASKETBALL);
    expect(full.trend_data.map((q) => q.length)).toEqual([10, 10, 10, 10]);
    expect(full.trend_data.flat().reduce((a, b) => a + b, 0)).toBe(margin);
  });
});
