import { describe, expect, it } from 'vitest';
import {
  isFinished,
  isNewerUpdate,
  MATCH_STATUS_FINISHED,
  matchScene,
  oddsScene,
  parseScene,
  trendLength,
  trendPeriod,
} from '../index';

describe('match status', () => {
  it('treats status 10 as finished', () => {
    expect(MATCH_STATUS_FINISHED).toBe(10);
    expect(isFinished(10)).toBe(true);
    expect(isFinished('10')).toBe(true);
    expect(isFinished(2)).toBe(false);
    expect(isFinished(null)).toBe(false);
    expect(isFinished(undefined)).toBe(false);
  });
});

describe('isNewerUpdate', () => {
  it('applies only strictly newer up_time', () => {
    expect(isNewerUpdate(200, 100)).toBe(true);
    expect(isNewerUpdate(100, 100)).toBe(false);
    expect(isNewerUpdate(99, 100)).toBe(false);
    expect(isNewerUpdate('1700000000500', 1_700_000_000_000)).toBe(true);
  });

  it('takes anything valid when nothing is stored yet', () => {
    expect(isNewerUpdate(1, undefined)).toBe(true);
    expect(isNewerUpdate(1, null)).toBe(true);
  });

  it('never applies a missing or invalid up_time', () => {
    expect(isNewerUpdate(undefined, 100)).toBe(false);
    expect(isNewerUpdate(null, null)).toBe(false);
    expect(isNewerUpdate('soon', 100)).toBe(false);
    expect(isNewerUpdate('', null)).toBe(false);
  });
});

describe('scenes', () => {
  it('names match and odds scenes as docs/behaviour.md §4 does', () => {
    expect(matchScene('football', 2058017)).toBe('detail_football_match_id_2058017');
    expect(matchScene('basketball', '401656363')).toBe('detail_basketball_match_id_401656363');
    expect(oddsScene('football', 2058017)).toBe('detail_football_odds_match_id_2058017');
    expect(oddsScene('basketball', 401656363)).toBe('detail_basketball_odds_match_id_401656363');
  });

  it('refuses ids that would forge another scene', () => {
    expect(() => matchScene('football', '1 2')).toThrow(RangeError);
    expect(() => matchScene('football', '')).toThrow(RangeError);
    expect(() => oddsScene('football', '1/../2')).toThrow(RangeError);
  });

  it('parses scenes back', () => {
    expect(parseScene('detail_football_odds_match_id_2058017')).toEqual({
      sport: 'football',
      kind: 'odds',
      matchId: '2058017',
    });
    expect(parseScene('detail_basketball_match_id_401656363')).toEqual({
      sport: 'basketball',
      kind: 'match',
      matchId: '401656363',
    });
    expect(parseScene('detail_tennis_match_id_1')).toBeNull();
    expect(parseScene(7)).toBeNull();
  });
});

describe('trend defaults', () => {
  it('gives 90 points for football and 40 for basketball', () => {
    expect(trendLength('football')).toBe(90);
    expect(trendLength('basketball')).toBe(40);
  });

  it('uses period 20 only when the trend count is 2', () => {
    expect(trendPeriod(2)).toBe(20);
    expect(trendPeriod(1)).toBe(10);
    expect(trendPeriod(4)).toBe(10);
    expect(trendPeriod(undefined)).toBe(10);
  });
});
