import { describe, expect, it } from 'vitest';
import { marketReturnRate } from '../index';

describe('marketReturnRate', () => {
  it('uses the three-way rate for 欧指 and the two-way rate of arr1 and arr3 elsewhere', () => {
    // 2.53·3.52·2.64 / (2.53·3.52 + 2.53·2.64 + 3.52·2.64) = 0.94506
    expect(marketReturnRate('europe', { arr1: 2.53, arr2: 3.52, arr3: 2.64 })).toBe(0.9451);
    // 1 / (1/1.85 + 1/1.93) = 0.94458, whatever the handicap
    expect(marketReturnRate('asia', { arr1: 1.85, arr2: -0.5, arr3: 1.93 })).toBe(0.9446);
    expect(marketReturnRate('total', { arr1: 1.85, arr2: 2.5, arr3: 1.93 })).toBe(0.9446);
    // 1 / (1/1.27 + 1/3.68) = 0.94416
    expect(marketReturnRate('moneyline', { arr1: 1.27, arr2: 0, arr3: 3.68 })).toBe(0.9442);
  });

  it('is null when an odds value is unusable', () => {
    expect(marketReturnRate('spread', { arr1: 0, arr2: -8.5, arr3: 1.9 })).toBeNull();
  });
});
