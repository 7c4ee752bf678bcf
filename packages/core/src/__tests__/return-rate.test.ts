import { describe, expect, it } from 'vitest';
import { basketballReturnRate, footballReturnRate, roundHalfUp } from '../index';

describe('roundHalfUp', () => {
  it('rounds the decimal the arithmetic meant, not its binary neighbour', () => {
    expect(roundHalfUp(0.93075, 4)).toBe(0.9308);
    // 0.80085 * 1e4 is 8008.499999… in binary; naive rounding gives 0.8008.
    expect(roundHalfUp(0.80085, 4)).toBe(0.8009);
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
  });

  it('rounds every five-decimal value ending in 5 up, over a whole range', () => {
    for (let k = 80_005; k < 100_000; k += 10) {
      // k / 1e5 ends in 5 at the fifth decimal; half-up means (k + 5) / 1e5 exactly.
      expect(roundHalfUp(k / 1e5, 4)).toBe((k + 5) / 1e5);
    }
  });

  it('leaves values below the half down', () => {
    expect(roundHalfUp(0.93074999, 4)).toBe(0.9307);
    expect(roundHalfUp(0.5, 0)).toBe(1);
    expect(roundHalfUp(-0.93075, 4)).toBe(-0.9308);
  });

  it('rejects a nonsensical number of digits', () => {
    expect(() => roundHalfUp(1, -1)).toThrow(RangeError);
    expect(() => roundHalfUp(1, 1.5)).toThrow(RangeError);
  });
});

describe('footballReturnRate', () => {
  it('is the product of the odds over the sum of their pairwise products', () => {
    // 2.1 × 3.3 × 3.4 = 23.562; 6.93 + 7.14 + 11.22 = 25.29; 23.562 / 25.29 = 0.931672…
    expect(footballReturnRate(2.1, 3.3, 3.4)).toBe(0.9317);
  });

  it('rounds an exact half up where binary rounding would go down', () => {
    // 1.26 × 3.5 × 2.25 / (4.41 + 2.835 + 7.875) = 9.9225 / 15.12 = 0.65625 exactly.
    expect(footballReturnRate(1.26, 3.5, 2.25)).toBe(0.6563);
  });

  it('accepts odds as numeric strings', () => {
    expect(footballReturnRate('2.10', '3.30', '3.40')).toBe(0.9317);
    expect(footballReturnRate(' 1.26 ', '3.5', 2.25)).toBe(0.6563);
  });

  it('gives null, never NaN or Infinity, for unusable odds', () => {
    for (const bad of [
      0,
      -1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '',
      '-',
      'abc',
      '1.2.3',
      null,
      undefined,
    ]) {
      expect(footballReturnRate(bad as never, 3.3, 3.4)).toBeNull();
      expect(footballReturnRate(2.1, bad as never, 3.4)).toBeNull();
      expect(footballReturnRate(2.1, 3.3, bad as never)).toBeNull();
    }
  });
});

describe('basketballReturnRate', () => {
  it('is one over the sum of the inverse odds', () => {
    expect(basketballReturnRate(1.9, 1.9)).toBe(0.95);
    // 1 / (1/1.5 + 1/2.6) = 3.9 / 4.1 = 0.951219…
    expect(basketballReturnRate(1.5, 2.6)).toBe(0.9512);
  });

  it('rounds exact halves up', () => {
    // 1.02 × 1.86 / 2.88 = 0.65875 exactly; 1.05 × 2.55 / 3.6 = 0.74375 exactly.
    expect(basketballReturnRate(1.02, 1.86)).toBe(0.6588);
    expect(basketballReturnRate('1.05', '2.55')).toBe(0.7438);
  });

  it('gives null for unusable odds', () => {
    expect(basketballReturnRate(0, 1.9)).toBeNull();
    expect(basketballReturnRate(1.9, 'x')).toBeNull();
    expect(basketballReturnRate(Number.POSITIVE_INFINITY, 1.9)).toBeNull();
  });
});
