import { describe, expect, it } from 'vitest';
import { trendPoint } from '../trend-point';

describe('trendPoint', () => {
  it('puts a minute of regular time on its half and point', () => {
    expect(trendPoint({ minute: 4, added: 0 }, 2, 45)).toEqual({ period: 0, index: 3 });
    expect(trendPoint({ minute: 45, added: 0 }, 2, 45)).toEqual({ period: 0, index: 44 });
    expect(trendPoint({ minute: 46, added: 0 }, 2, 45)).toEqual({ period: 1, index: 0 });
    expect(trendPoint({ minute: 90, added: 0 }, 2, 45)).toEqual({ period: 1, index: 44 });
  });

  it('keeps first-half stoppage time in the first half', () => {
    // 45+3' is minute 48 with 3 added: the first half's last point.
    expect(trendPoint({ minute: 48, added: 3 }, 2, 45)).toEqual({ period: 0, index: 44 });
  });

  it('keeps second-half stoppage time on the last point', () => {
    expect(trendPoint({ minute: 94, added: 4 }, 2, 45)).toEqual({ period: 1, index: 44 });
  });

  it('leaves extra time off the chart', () => {
    // Vida's 101' against Russia and a goal at 120+1'.
    expect(trendPoint({ minute: 101, added: 0 }, 2, 45)).toBeNull();
    expect(trendPoint({ minute: 121, added: 1 }, 2, 45)).toBeNull();
  });
});
