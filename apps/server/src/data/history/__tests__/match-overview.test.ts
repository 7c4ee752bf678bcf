import { footballMatchOverviewSchema } from '@kanqiu/core/contract/football';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { realCatalog } from '../../__tests__/shared-catalog';

const overview = (id: string, state: 'upcoming' | 'live' | 'finished' | null = 'finished') =>
  v.parse(
    footballMatchOverviewSchema,
    realCatalog().football.matchOverview(id, () => state),
  );

describe('match overview over the real data', () => {
  it('gives Brazil–Belgium, 2018 quarter-final: Kazan, the group winners, and Casemiro suspended', () => {
    const match = overview('2058011');
    expect(match).toMatchObject({
      match_id: 'wc2018-058',
      replay_match_id: '2058011',
      competition: { key: 'wc', season: '2018', name: '2018世界杯' },
      stage: '1/4决赛',
      kickoff: '2018-07-06T18:00:00.000Z',
      venue: { name: '喀山竞技场', city: '喀山', capacity: 42873 },
    });
    expect(match.home.position).toMatchObject({ title: 'E组积分榜', rank: 1, points: 7 });
    expect(match.away.position).toMatchObject({ title: 'G组积分榜', rank: 1, points: 9 });
    expect(match.away.results).toEqual(['win', 'win', 'win', 'win']);
    expect(match.suspensions?.home).toEqual([
      {
        player_id: '40756',
        name: '卡塞米罗',
        name_en: 'Casemiro',
        reason: 'yellow_cards',
        reason_text: '累计两张黄牌（对瑞士、对墨西哥）',
        card_match_ids: ['wc2018-026', 'wc2018-053'],
      },
    ]);
    expect(match.suspensions?.away).toEqual([]);
    expect(match.picks.map((pick) => pick.model)).toEqual(['js', 'zc', 'pk', 'sq', 'gm']);
  });

  it('tells the result and key facts only once the replay has finished', () => {
    const finished = overview('2058011');
    expect(finished.result).toMatchObject({ home_score: 1, away_score: 2, half_score: '0-2' });
    expect(
      finished.result?.facts
        .filter((fact) => fact.kind !== 'yellow')
        .map((fact) => [fact.minute_text, fact.kind, fact.player_name]),
    ).toEqual([
      ["13'", 'own_goal', '费尔南迪尼奥'],
      ["31'", 'goal', '德布劳内'],
      ["76'", 'goal', '雷纳托·奥古斯托'],
    ]);
    expect(finished.picks.every((pick) => pick.result !== null)).toBe(true);
    for (const state of ['upcoming', 'live'] as const) {
      const before = overview('2058011', state);
      expect(before.result).toBeNull();
      expect(before.picks.every((pick) => pick.result === null)).toBe(true);
      expect(before.replay_state).toBe(state);
    }
    expect(finished.note).toContain('全场最佳球员');
  });

  it('gives the shoot-out of Colombia–England and the round of a group match', () => {
    expect(overview('2058009').result).toMatchObject({
      home_score: 1,
      away_score: 1,
      regular_score: '1-1',
      penalty_score: '3-4',
    });
    const opener = overview('2057960', 'upcoming');
    expect(opener.stage).toBe('B组 第1轮');
    expect(opener.home.position).toBeNull();
    expect(opener.picks.map((pick) => pick.model)).toEqual(['js', 'zc', 'pk', 'sq', 'gm']);
    expect(opener.picks.every((pick) => pick.result === null)).toBe(true);
  });

  it('opens any match of the results history by its id: the 2022 final, a league fixture to come', () => {
    const final = overview('wc2022-064', null);
    expect(final.replay_match_id).toBeNull();
    expect(final.venue).toEqual({ name: '卢赛尔体育场', city: '卢赛尔', capacity: 88966 });
    expect(final.result).toMatchObject({ home_score: 3, away_score: 3, penalty_score: '4-2' });
    expect(final.result?.facts.filter((fact) => fact.player_name === '姆巴佩')).toHaveLength(3);
    expect(final.head_to_head).toMatchObject({ home_win: 0, draw: 0, away_win: 1 });
    expect(final.suspensions).toBeNull();

    const next = realCatalog().football.teamSchedule('ARS', { key: 'en.1', season: '2025-26' });
    const fixture = overview(next?.next_match_id ?? '', null);
    expect(fixture.result).toBeNull();
    expect(fixture.venue).toBeNull();
    expect(fixture.picks.length).toBe(5);
    expect(fixture.picks.every((pick) => pick.result === null)).toBe(true);
    expect(fixture.home.position?.teams).toBe(20);
    expect(fixture.note).toContain('联赛数据');
  });

  it('knows nothing of a match that is not in the data', () => {
    expect(realCatalog().football.matchOverview('9999999', () => null)).toBeUndefined();
    expect(realCatalog().football.matchOverview('wc2018-999', () => null)).toBeUndefined();
  });
});
