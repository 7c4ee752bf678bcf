import { describe, expect, it } from 'vitest';
import { formatArr2, formatOdds, formatReturnRate, move } from '../odds-format';

describe('odds formatting', () => {
  it('writes odds with two decimals and rates as percentages', () => {
    expect(formatOdds(1.9)).toBe('1.90');
    expect(formatOdds(10.07)).toBe('10.07');
    expect(formatReturnRate(0.9451)).toBe('94.51%');
    expect(formatReturnRate(0.9)).toBe('90.00%');
    expect(formatReturnRate(null)).toBe('—');
  });

  it('writes arr2 as a line where the market has one, else as the draw odds', () => {
    expect(formatArr2('asia', -1.25, 'football')).toBe('一球/球半');
    expect(formatArr2('total', 2.75, 'football')).toBe('2.5/3');
    expect(formatArr2('spread', 3.5, 'basketball')).toBe('受让3.5分');
    expect(formatArr2('europe', 3.4, 'football')).toBe('3.40');
  });

  it('tells a rise from a fall', () => {
    expect(move(1.85, 1.9)).toBe('up');
    expect(move(1.85, 1.8)).toBe('down');
    expect(move(1.85, 1.85)).toBeNull();
    expect(move(undefined, 1.85)).toBeNull();
  });
});
