import { leagueDataSchema } from '@kanqiu/core/contract/football';
import { matchAnalysisSchema } from '@kanqiu/core/contract/match';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rawData, realCatalog, replay } from '../../__tests__/shared-catalog';
import { resolveDataDir } from '../../shared/data-dir';
import { loadFootballResults } from '../football-results';
import type { OpenfootballStandingsFile } from '../openfootball-types';
import { computeStandings } from '../standings';

const results = loadFootballResults(resolveDataDir());

describe('results history', () => {
  it('reads every openfootball match, with the 2025-26 fixtures still to play', () => {
    expect(results).toHaveLength(64 + 64 + 3 * 380 + 3 * 306);
    const played = (key: string, season: string) =>
      results.filter((r) => r.competitionKey === key && r.season === season && r.ft !== null)
        .length;
    expect(played('en.1', '2025-26')).toBe(291);
    expect(played('de.1', '2025-26')).toBe(225);
    expect(played('en.1', '2024-25')).toBe(380);
    for (let i = 1; i < results.length; i += 1) {
      expect(Date.parse(results[i]?.kickoff ?? '')).toBeGreaterThanOrEqual(
        Date.parse(results[i - 1]?.kickoff ?? ''),
      );
    }
  });

  it('turns local kick-off times into UTC, summer time included', () => {
    const find = (key: string, season: string, team: string) =>
      results.find(
        (r) => r.competitionKey === key && r.season === season && r.homeSourceName === team,
      );
    expect(find('en.1', '2024-25', 'Manchester United FC')?.kickoff).toBe(
      '2024-08-16T19:00:00.000Z',
    );
    expect(find('de.1', '2023-24', 'SV Werder Bremen')?.kickoff).toBe('2023-08-18T18:30:00.000Z');
    const final = results.find((r) => r.id === 'wc2018-064');
    expect(final?.kickoff).toBe('2018-07-15T15:00:00.000Z');
    expect(final?.competition).toBe('2018世界杯 决赛');
  });

  it('computes the World Cup 2018 group tables of the openfootball standings file', () => {
    const file = rawData<OpenfootballStandingsFile>(
      'football',
      'openfootball',
      'worldcup',
      '2018',
      'worldcup.standings.json',
    );
    const worldCup = results.filter((r) => r.competitionKey === 'wc2018');
    for (const group of file.groups) {
      const inGroup = worldCup.filter((r) => r.group === group.name);
      const teams = [
        ...new Map(inGroup.flatMap((r) => [r.home, r.away]).map((t) => [t.id, t])).values(),
      ];
      const table = computeStandings(inGroup, teams);
      expect(table.map((row) => row.team.code)).toEqual(
        group.standings.map((row) => row.team.code),
      );
      group.standings.forEach((row, index) => {
        expect(table[index]?.points).toBe(row.pts);
        expect(table[index]?.goals_for).toBe(row.goals_for);
        expect(table[index]?.goals_against).toBe(row.goals_against);
      });
    }
  });

  it('has the real champions of 2023-24: Manchester City on 91 points, Leverkusen unbeaten on 90', () => {
    const table = (key: string) =>
      realCatalog().leagueData(key, '2023-24')?.standings[0]?.rows ?? [];
    expect(table('en.1')[0]).toMatchObject({ team: { name: '曼城' }, points: 91, played: 38 });
    expect(table('en.1')[1]).toMatchObject({ team: { name: '阿森纳' }, points: 89 });
    expect(table('de.1')[0]).toMatchObject({
      team: { name: '勒沃库森' },
      points: 90,
      win: 28,
      draw: 6,
      lose: 0,
    });
  });
});

describe('league database', () => {
  it('lists the competitions with their seasons, newest first', () => {
    expect(realCatalog().leagues()).toEqual([
      { key: 'en.1', name: '英超', seasons: ['2025-26', '2024-25', '2023-24'] },
      { key: 'de.1', name: '德甲', seasons: ['2025-26', '2024-25', '2023-24'] },
      { key: 'wc', name: '世界杯', seasons: ['2022', '2018'] },
    ]);
  });

  it('serves a season with its table and every round, fixtures unplayed', () => {
    const data = realCatalog().leagueData('en.1', '2025-26');
    expect(() => v.parse(leagueDataSchema, data)).not.toThrow();
    expect(data?.rounds).toHaveLength(38);
    const matches = data?.rounds.flatMap((r) => r.matches) ?? [];
    expect(matches).toHaveLength(380);
    expect(matches.filter((m) => !m.finished)).toHaveLength(89);
    expect(matches.filter((m) => !m.finished).every((m) => m.home_score === null)).toBe(true);
    expect(data?.standings[0]?.rows).toHaveLength(20);
    const worldCup = realCatalog().leagueData('wc', '2022');
    expect(worldCup?.standings).toHaveLength(8);
    expect(worldCup?.rounds.at(-1)?.matches[0]?.penalty_score).toBe('4-2');
    expect(realCatalog().leagueData('xx', '2018')).toBeUndefined();
  });
});

describe('data board (analysis)', () => {
  it('shows France only what was known before the final', () => {
    const analysis = replay('2058017').analysis();
    expect(() => v.parse(matchAnalysisSchema, analysis)).not.toThrow();
    const france = analysis.home.matches;
    expect(france).toHaveLength(6);
    expect(france.every((m) => Date.parse(m.kickoff) < Date.parse('2018-07-15T15:00:00Z'))).toBe(
      true,
    );
    expect(france[0]).toMatchObject({
      competition: '2018世界杯 半决赛',
      home_score: 1,
      away_score: 0,
      result: 'win',
    });
    expect(analysis.home.summary).toMatchObject({ played: 6, win: 5, draw: 1, lose: 0 });
    expect(analysis.head_to_head).toEqual([]);
    expect(analysis.standings.map((s) => s.title)).toEqual([
      'C组积分榜（赛前）',
      'D组积分榜（赛前）',
    ]);
    expect(analysis.standings[0]?.rows[0]).toMatchObject({
      team: { code: 'FRA' },
      points: 7,
      highlight: true,
    });
    expect(analysis.standings[1]?.rows[0]).toMatchObject({ team: { code: 'CRO' }, points: 9 });
  });

  it('counts knockout ties by their final score and keeps how they were decided', () => {
    const croatia = replay('2058017').analysis().away;
    const versus = (name: string) =>
      croatia.matches.find((m) => m.home_team.name === name || m.away_team.name === name);
    // Semi-final: 1-1 after 90 minutes, Croatia won 2-1 in extra time.
    expect(versus('英格兰')).toMatchObject({
      home_score: 2,
      away_score: 1,
      regular_score: '1-1',
      penalty_score: null,
      result: 'win',
    });
    // Quarter-final: 2-2 after extra time, Croatia through 4-3 on penalties (a draw in the record).
    expect(versus('俄罗斯')).toMatchObject({
      home_score: 2,
      away_score: 2,
      regular_score: '1-1',
      penalty_score: '3-4',
      result: 'draw',
    });
    // A group match: no extra time, no shoot-out.
    expect(versus('阿根廷')).toMatchObject({ regular_score: null, penalty_score: null });
    expect(croatia.summary).toMatchObject({ played: 6, win: 4, draw: 2, lose: 0 });
  });

  it('shows the group table as it stood before Portugal–Spain, without the match itself', () => {
    const analysis = replay('2057960').analysis();
    const rows = analysis.standings[0]?.rows ?? [];
    expect(rows.find((r) => r.team.code === 'IRN')).toMatchObject({ played: 1, points: 3 });
    expect(rows.find((r) => r.team.code === 'POR')).toMatchObject({ played: 0, points: 0 });
    expect(analysis.home.matches).toEqual([]);
    expect(analysis.head_to_head).toEqual([]);
  });

  it('gives Game 5 the season series before it, with scores, and the Finals standing 3-1', () => {
    const analysis = replay('401656363').analysis();
    expect(() => v.parse(matchAnalysisSchema, analysis)).not.toThrow();
    // Newest first: Finals games 4, 3, 2, 1, then the two regular-season meetings.
    expect(
      analysis.head_to_head.map((m) => [m.home_team.code, m.home_score, m.away_score, m.result]),
    ).toEqual([
      ['DAL', 122, 84, 'lose'],
      ['DAL', 99, 106, 'win'],
      ['BOS', 105, 98, 'win'],
      ['BOS', 107, 89, 'win'],
      ['BOS', 138, 110, 'win'],
      ['DAL', 110, 119, 'win'],
    ]);
    expect(analysis.head_to_head.map((m) => m.kickoff.slice(0, 10))).toEqual([
      '2024-06-15',
      '2024-06-13',
      '2024-06-10',
      '2024-06-07',
      '2024-03-02',
      '2024-01-23',
    ]);
    expect(analysis.note).toContain('凯尔特人 3-1 领先');
    expect(analysis.basketball?.series_before).toMatchObject({ home_wins: 3, away_wins: 1 });
    expect(analysis.standings[0]?.rows.map((r) => [r.team.code, r.win, r.lose])).toEqual([
      ['BOS', 64, 18],
      ['DAL', 50, 32],
    ]);
  });

  it('gives Game 1 only the two regular-season meetings: nothing of the Finals yet', () => {
    const analysis = replay('401656359').analysis();
    expect(analysis.head_to_head.map((m) => m.competition)).toEqual([
      '2023-24赛季常规赛',
      '2023-24赛季常规赛',
    ]);
    expect(analysis.home.summary).toMatchObject({ played: 2, win: 2, lose: 0 });
    expect(analysis.basketball?.series_before).toMatchObject({
      game_number: 1,
      home_wins: 0,
      away_wins: 0,
      text: '系列赛首战',
    });
  });
});
