import { describe, expect, it } from 'vitest';
import {
  BASKETBALL_QUOTES,
  chineseOrdinal,
  FOOTBALL_QUOTES,
  formatBasketballTextLive,
  parseBasketballTextLive,
  pickQuote,
  withBearer,
} from '../index';

describe('chineseOrdinal', () => {
  it('names 1 to 12', () => {
    expect(Array.from({ length: 12 }, (_, i) => chineseOrdinal(i + 1)).join(',')).toBe(
      '一,二,三,四,五,六,七,八,九,十,十一,十二',
    );
  });

  it('throws a clear error for anything else', () => {
    for (const n of [0, 13, -1, 1.5, Number.NaN]) {
      expect(() => chineseOrdinal(n)).toThrow(/integer from 1 to 12/);
    }
  });
});

describe('quotes', () => {
  it('has 73 football and 40 basketball lines, no repeats, all Chinese', () => {
    expect(FOOTBALL_QUOTES).toHaveLength(73);
    expect(BASKETBALL_QUOTES).toHaveLength(40);
    expect(new Set([...FOOTBALL_QUOTES, ...BASKETBALL_QUOTES]).size).toBe(113);
    for (const quote of [...FOOTBALL_QUOTES, ...BASKETBALL_QUOTES]) {
      expect(quote).toMatch(/[\u4e00-\u9fff]/);
      expect(quote.length).toBeLessThanOrEqual(24);
    }
  });

  it('picks by the random source given', () => {
    expect(pickQuote('football', () => 0)).toBe(FOOTBALL_QUOTES[0]);
    expect(pickQuote('football', () => 0.9999999)).toBe(FOOTBALL_QUOTES[72]);
    expect(pickQuote('basketball', () => 0.5)).toBe(BASKETBALL_QUOTES[20]);
  });

  it('stays in range when the random source misbehaves', () => {
    expect(pickQuote('basketball', () => 1)).toBe(BASKETBALL_QUOTES[39]);
    expect(pickQuote('basketball', () => -3)).toBe(BASKETBALL_QUOTES[0]);
    expect(pickQuote('basketball', () => Number.NaN)).toBe(BASKETBALL_QUOTES[0]);
  });

  it('picks from the whole set with Math.random', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => pickQuote('basketball')));
    expect(seen.size).toBeGreaterThan(30);
  });
});

describe('withBearer', () => {
  it('prefixes Bearer unless present', () => {
    expect(withBearer('abc.def')).toBe('Bearer abc.def');
    expect(withBearer('Bearer abc.def')).toBe('Bearer abc.def');
    expect(withBearer('  abc  ')).toBe('Bearer abc');
  });

  it('gives an empty string for a blank token', () => {
    expect(withBearer('')).toBe('');
    expect(withBearer('   ')).toBe('');
    expect(withBearer(null)).toBe('');
    expect(withBearer(undefined)).toBe('');
  });
});

describe('parseBasketballTextLive', () => {
  it('reads the five caret-separated fields', () => {
    expect(parseBasketballTextLive('11:35^1^2-0^霍福德突破扣篮得手^0')).toEqual({
      time: '11:35',
      team: 'home',
      score: '2-0',
      home_score: 2,
      away_score: 0,
      description: '霍福德突破扣篮得手',
      overtime: 0,
    });
    expect(parseBasketballTextLive('0:04.2^2^101-99^东契奇三分命中^1')).toMatchObject({
      team: 'away',
      home_score: 101,
      away_score: 99,
      overtime: 1,
    });
    expect(parseBasketballTextLive('12:00^0^0-0^第一节开始^0')?.team).toBe('neutral');
  });

  it('keeps carets inside the description', () => {
    expect(parseBasketballTextLive('5:00^1^10-8^比分^反超^0')?.description).toBe('比分^反超');
  });

  it('gives null for malformed lines, never throws', () => {
    for (const bad of [
      '',
      '11:35^1^2-0^扣篮',
      '11:35^3^2-0^扣篮^0',
      '11:35^1^two-zero^扣篮^0',
      '11:35^1^2-0^扣篮^x',
      '^1^2-0^扣篮^0',
      '11:35^1^2-0^^0',
      null,
      42,
      { time: '1' },
    ]) {
      expect(parseBasketballTextLive(bad)).toBeNull();
    }
  });

  it('round-trips through formatBasketballTextLive', () => {
    const line = '3:12^2^88-90^塔图姆罚球命中^0';
    const record = parseBasketballTextLive(line);
    expect(record).not.toBeNull();
    expect(formatBasketballTextLive(record as NonNullable<typeof record>)).toBe(line);
  });
});
