import { describe, expect, it } from 'vitest';
import { createOddsRow, oddsReturnRate, parseOdds } from '../index';

describe('parseOdds', () => {
  it('reads numbers and numeric strings', () => {
    expect(parseOdds(1.85)).toBe(1.85);
    expect(parseOdds('1.85')).toBe(1.85);
    expect(parseOdds(' 2 ')).toBe(2);
    expect(parseOdds('.5')).toBe(0.5);
  });

  it('refuses what is not a finite positive number', () => {
    for (const bad of [
      '',
      ' ',
      '-',
      '1,85',
      '0x10',
      'Infinity',
      '-1.2',
      '0',
      0,
      -2,
      Number.NaN,
      null,
      undefined,
    ]) {
      expect(parseOdds(bad as never)).toBeNull();
    }
  });
});

describe('createOddsRow', () => {
  it('computes football return rates from all three values', () => {
    const row = createOddsRow('football', {
      company_id: 1,
      company: '示例公司',
      first: { arr1: 2.1, arr2: 3.3, arr3: 3.4 },
      last: { arr1: '1.26', arr2: '3.5', arr3: '2.25' },
    });
    expect(row.first_return_rate).toBe(0.9317);
    expect(row.last_return_rate).toBe(0.6563);
    expect(row.company).toBe('示例公司');
  });

  it('leaves the basketball line out of the return rate', () => {
    expect(oddsReturnRate('basketball', { arr1: 1.9, arr2: -5.5, arr3: 1.9 })).toBe(0.95);
    expect(oddsReturnRate('basketball', { arr1: 1.9, arr2: 0, arr3: 'x' })).toBeNull();
  });
});
