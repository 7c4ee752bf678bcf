import { describe, expect, it } from 'vitest';
import { matchesSearch, pickRows, tallyPicks } from '../pick-rows';

const rows = pickRows('2018-07-15', [
  {
    match_id: 'wc2018-064',
    sport: 'football',
    competition: '2018世界杯 决赛',
    kickoff: '2018-07-15T15:00:00.000Z',
    home_team: '法国',
    away_team: '克罗地亚',
    pick: 'home',
    pick_label: '主胜',
    probability: 0.375,
    odds: 2.53,
    result: 'win',
    score: '4-2',
  },
  {
    match_id: 'x',
    sport: 'football',
    competition: '英超 第38轮',
    kickoff: '2026-05-24T15:00:00.000Z',
    home_team: '桑德兰',
    away_team: '切尔西',
    pick: 'home_1.5',
    pick_label: '桑德兰 +1.5',
    probability: 0.6069,
    odds: 1.58,
    result: null,
    score: null,
  },
]);

describe('pick rows', () => {
  it('keys each pick by its day and fixture', () => {
    expect(rows.map((row) => row.id)).toEqual(['2018-07-15:wc2018-064', '2018-07-15:x']);
    expect(rows[0]?.pick).toBe('主胜');
  });

  it('tallies hits, misses and pending picks; the hit rate counts settled picks only', () => {
    expect(tallyPicks(rows)).toEqual({ total: 2, win: 1, lose: 0, pending: 1, hitRate: 1 });
    expect(
      tallyPicks([{ result: 'win' }, { result: 'lose' }, { result: 'lose' }]).hitRate,
    ).toBeCloseTo(1 / 3);
    expect(tallyPicks([{ result: null }]).hitRate).toBeNull();
  });

  it('searches teams and competitions', () => {
    expect(rows.filter((row) => matchesSearch(row, '克罗地亚'))).toHaveLength(1);
    expect(rows.filter((row) => matchesSearch(row, ' 英超 '))).toHaveLength(1);
    expect(rows.filter((row) => matchesSearch(row, ''))).toHaveLength(2);
    expect(rows.filter((row) => matchesSearch(row, '巴萨'))).toHaveLength(0);
  });
});
