import { describe, expect, it } from 'vitest';
import { rowWindow } from './use-row-window';

describe('rowWindow', () => {
  it('renders the rows in view plus the overscan, and spacers for the rest', () => {
    // 5,000 rows of 40 px, scrolled to row 1,000, a 400 px box: rows 990–1,021 are rendered.
    expect(rowWindow(5_000, 40, 40_000, 400, 10)).toEqual({
      start: 990,
      end: 1_021,
      before: 990 * 40,
      after: (5_000 - 1_021) * 40,
    });
  });

  it('stays inside the rows at both ends', () => {
    expect(rowWindow(5_000, 40, 0, 400, 10)).toEqual({
      start: 0,
      end: 21,
      before: 0,
      after: 4_979 * 40,
    });
    const bottom = rowWindow(50, 40, 10_000, 400, 10);
    expect(bottom.end).toBe(50);
    expect(bottom.after).toBe(0);
    expect(bottom.start).toBeLessThanOrEqual(50);
  });
});
