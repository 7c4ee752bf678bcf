import {
  footballTeamInfoSchema,
  footballTeamPointsSchema,
  footballTeamScheduleSchema,
  leagueDataSchema,
} from '@kanqiu/core/contract/football';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { realCatalog } from '../../__tests__/shared-catalog';

const football = () => realCatalog().football;

describe('football team calls over the real data', () => {
  it('finds a team by its code, in any case, or by its Wyscout id, and nothing else', () => {
    expect(football().teamInfo('FRA')?.team).toEqual({ id: 'FRA', name: '法国', code: 'FRA' });
    expect(football().teamInfo('fra')?.team.id).toBe('FRA');
    expect(football().teamInfo('4418')?.team.id).toBe('FRA');
    expect(football().teamInfo('MCI')?.kind).toBe('club');
    expect(football().teamInfo('XYZ')).toBeUndefined();
    expect(football().teamSchedule('1', {})).toBeUndefined();
  });

  it('shows the World Cup 2018 group C with its real points: France 7, Denmark 5, Peru 3, Australia 1', () => {
    const points = v.parse(
      footballTeamPointsSchema,
      football().teamPoints('FRA', { season: '2018' }),
    );
    expect(points.tables).toHaveLength(1);
    const [table] = points.tables;
    expect(table?.title).toBe('C组积分榜');
    expect(table?.kind).toBe('group');
    expect(table?.total.map((row) => [row.team.name, row.played, row.points])).toEqual([
      ['法国', 3, 7],
      ['丹麦', 3, 5],
      ['秘鲁', 3, 3],
      ['澳大利亚', 3, 1],
    ]);
    expect(table?.total[0]).toMatchObject({ highlight: true, form: ['win', 'win', 'draw'] });
    expect(table?.home).toBeNull();
  });

  it('shows Germany last in group F of 2018, behind Sweden, Mexico and South Korea', () => {
    const table = football().teamPoints('GER', { season: '2018' })?.tables[0];
    expect(table?.total.map((row) => `${row.team.code} ${row.points}`)).toEqual([
      'SWE 6',
      'MEX 6',
      'KOR 3',
      'GER 3',
    ]);
  });

  it('puts the real champions on top of the league tables, with home and away views that add up', () => {
    const champion = (team: string, key: string, season: string) =>
      football().teamPoints(team, { key, season })?.tables[0]?.total[0];
    expect(champion('LIV', 'en.1', '2024-25')).toMatchObject({
      team: { name: '利物浦' },
      points: 84,
    });
    expect(champion('MCI', 'en.1', '2023-24')).toMatchObject({
      team: { name: '曼城' },
      points: 91,
    });
    expect(champion('FCB', 'de.1', '2024-25')).toMatchObject({
      team: { name: '拜仁慕尼黑' },
      points: 82,
    });
    expect(champion('B04', 'de.1', '2023-24')).toMatchObject({ points: 90, lose: 0 });
    const table = football().teamPoints('ARS', { key: 'en.1', season: '2024-25' })?.tables[0];
    if (!table?.home || !table.away) throw new Error('a league table has home and away views');
    expect(table.total).toHaveLength(20);
    for (const row of table.total) {
      const home = table.home.find((other) => other.team.id === row.team.id);
      const away = table.away.find((other) => other.team.id === row.team.id);
      expect((home?.points ?? 0) + (away?.points ?? 0)).toBe(row.points);
      expect((home?.played ?? 0) + (away?.played ?? 0)).toBe(38);
    }
    expect(table.total.find((row) => row.team.id === 'ARS')?.highlight).toBe(true);
  });

  it("lists Croatia's 2018 World Cup with the real results, shoot-outs and extra time included", () => {
    const schedule = v.parse(
      footballTeamScheduleSchema,
      football().teamSchedule('9598', { key: 'wc', season: '2018' }),
    );
    expect(
      schedule.matches.map((m) => [
        m.opponent.name,
        m.is_home,
        `${m.home_score}-${m.away_score}`,
        m.regular_score,
        m.penalty_score,
        m.result,
        m.replay_match_id,
      ]),
    ).toEqual([
      ['尼日利亚', true, '2-0', null, null, 'win', '2057973'],
      ['阿根廷', false, '0-3', null, null, 'win', '2057974'],
      ['冰岛', false, '1-2', null, null, 'win', '2057977'],
      ['丹麦', true, '1-1', '1-1', '3-2', 'draw', '2058005'],
      ['俄罗斯', false, '2-2', '1-1', '3-4', 'draw', '2058012'],
      ['英格兰', true, '2-1', '1-1', null, 'win', '2058015'],
      ['法国', false, '4-2', null, null, 'lose', '2058017'],
    ]);
    expect(schedule.next_match_id).toBeNull();
  });

  it('lists fixtures still to play with no score, oldest first', () => {
    const schedule = football().teamSchedule('ARS', { key: 'en.1', season: '2025-26' });
    if (!schedule) throw new Error('Arsenal has a 2025-26 schedule');
    expect(schedule.matches).toHaveLength(38);
    const upcoming = schedule.matches.filter((m) => !m.finished);
    expect(upcoming.length).toBeGreaterThan(0);
    for (const match of upcoming) expect([match.home_score, match.result]).toEqual([null, null]);
    expect(schedule.next_match_id).toBe(upcoming[0]?.match_id);
    const kickoffs = schedule.matches.map((m) => m.kickoff);
    expect(kickoffs).toEqual([...kickoffs].sort());
  });

  it("gives France's team page its 2018 squad, record and scorers from the replays' events", () => {
    const info = v.parse(footballTeamInfoSchema, football().teamInfo('FRA'));
    expect(info).toMatchObject({
      name_en: 'France',
      kind: 'national',
      wyscout_id: '4418',
      confederation: { code: 'UEFA', name: '欧足联' },
      league: null,
    });
    const players = info.squad?.groups.flatMap((group) => group.players) ?? [];
    expect(players).toHaveLength(23);
    // Wyscout's roles: Fekir is a midfielder there, Griezmann, Mbappé, Giroud, Thauvin and Dembélé forwards.
    expect(info.squad?.groups.map((group) => [group.label, group.players.length])).toEqual([
      ['门将', 3],
      ['后卫', 8],
      ['中场', 7],
      ['前锋', 5],
    ]);
    expect(players.find((p) => p.name === '洛里斯')).toMatchObject({ shirt_number: 1, starts: 6 });
    const record2018 = info.records.find((r) => r.competition.season === '2018');
    expect(record2018).toMatchObject({
      played: 7,
      win: 6,
      draw: 1,
      lose: 0,
      goals_for: 14,
      goals_against: 6,
    });
    const scorers2018 = info.top_scorers.find((list) => list.competition.season === '2018');
    expect(scorers2018?.source).toBe('events');
    expect(scorers2018?.scorers.slice(0, 2).map((s) => [s.name, s.goals, s.penalty_goals])).toEqual(
      // Equal goals: fewer penalties first, and the same rank.
      [
        ['姆巴佩', 4, 0],
        ['格列兹曼', 4, 3],
      ],
    );
    expect(scorers2018?.scorers.slice(0, 2).map((s) => s.rank)).toEqual([1, 1]);
    expect(info.form.results).toHaveLength(5);
    expect(info.form.matches[0]?.competition).toBe('2022世界杯 决赛');
  });

  it('numbers every World Cup 2018 squad from the published lists, Kalinić and Germany included', () => {
    const croatia = football().teamInfo('CRO');
    const croatians = croatia?.squad?.groups.flatMap((group) => group.players) ?? [];
    expect(croatians.find((player) => player.name_en === 'N. Kalinić')?.shirt_number).toBe(16);
    expect(croatians.every((player) => player.shirt_number !== null)).toBe(true);
    expect(croatia?.note).not.toMatch(/球衣号码/);
    const germans =
      football()
        .teamInfo('GER')
        ?.squad?.groups.flatMap((group) => group.players) ?? [];
    const shirtOf = (latin: string) =>
      germans.find((player) => player.name_en === latin)?.shirt_number;
    expect([shirtOf('M. Neuer'), shirtOf('T. Kroos'), shirtOf('T. Müller')]).toEqual([1, 8, 13]);
  });

  it('gives a club its league and no squad, and says why', () => {
    const info = v.parse(footballTeamInfoSchema, football().teamInfo('MCI'));
    expect(info.league).toEqual({ key: 'en.1', name: '英超' });
    expect(info.squad).toBeNull();
    expect(info.top_scorers).toEqual([]);
    expect(info.note).toMatch(/联赛数据/);
    expect(info.competitions.map((c) => c.season)).toEqual(['2025-26', '2024-25', '2023-24']);
  });

  it("names the World Cups' top scorers: Kane 6 in 2018, Mbappé 8 ahead of Messi 7 in 2022", () => {
    const scorers2018 = v.parse(leagueDataSchema, realCatalog().leagueData('wc', '2018')).scorers;
    expect(scorers2018?.scorers[0]).toMatchObject({
      rank: 1,
      name: '凯恩',
      goals: 6,
      penalty_goals: 3,
    });
    const scorers2022 = realCatalog().leagueData('wc', '2022')?.scorers;
    expect(scorers2022?.source).toBe('openfootball');
    expect(scorers2022?.scorers.slice(0, 2).map((s) => [s.name, s.name_en, s.goals])).toEqual([
      ['姆巴佩', 'Kylian Mbappé', 8],
      ['梅西', 'Lionel Messi', 7],
    ]);
    const league = realCatalog().leagueData('en.1', '2024-25');
    expect(league?.scorers).toBeNull();
    expect(league?.standings_home?.[0]?.rows).toHaveLength(20);
    expect(league?.standings_away?.[0]?.title).toBe('客场积分榜');
  });
});
