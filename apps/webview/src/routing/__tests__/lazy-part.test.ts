import { describe, expect, it } from 'vitest';
import { loadUntilLoaded, PART_RETRY_FIRST_MS, PART_RETRY_MAX_MS } from '../lazy-part';

describe('loadUntilLoaded', () => {
  it('asks again after each failure, waiting longer each time up to the ceiling, until the code arrives', async () => {
    let calls = 0;
    const waits: number[] = [];
    const load = () => {
      calls += 1;
      return calls < 7 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve('feed');
    };
    const value = await loadUntilLoaded(load, async (ms) => {
      waits.push(ms);
    });
    expect(value).toBe('feed');
    expect(calls).toBe(7);
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
    expect(waits[0]).toBe(PART_RETRY_FIRST_MS);
    expect(Math.max(...waits)).toBe(PART_RETRY_MAX_MS);
  });

  it('does not wait when the first load succeeds', async () => {
    const waits: number[] = [];
    await expect(
      loadUntilLoaded(
        () => Promise.resolve(1),
        async (ms) => {
          waits.push(ms);
        },
      ),
    ).resolves.toBe(1);
    expect(waits).toEqual([]);
  });
});
