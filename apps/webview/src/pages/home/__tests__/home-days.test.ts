import type { MatchList, MatchListEntry } from '@kanqiu/core/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_CHOICE_KEY, readHomeChoice, saveHomeChoice } from '../home-choice';
import { dayMatches, listDays, listToday, matchDay } from '../home-days';
import {
  GROUP_ROW_PX,
  homeRows,
  MATCH_ROW_PX,
  rowHeight,
  SECTION_ROW_PX,
  SHOOTOUT_ROW_PX,
} from '../home-rows';
import { groupMatches } from '../match-groups';

const team = (code: string) => ({ id: code, name: code, code });

function entry(
  id: string,
  state: MatchListEntry['state'],
  originalKickoff: string,
  competition = 'wc2018',
): MatchListEntry {
  const football = competition !== 'basketball';
  return {
    match_id: id,
    sport: football ? 'football' : 'basketball',
    competition: football ? '2018世界杯 C组' : 'NBA总决赛 第5场',
    competition_key: competition,
    competition_name: football ? '2018世界杯' : 'NBA总决赛',
    home_team: team('H'),
    away_team: team('A'),
    state,
    kickoff: '2026-11-27T03:00:00.000Z',
    original_kickoff: originalKickoff,
    duration_sec: 6600,
    replay_sec: 0,
    run: 0,
    scene: '',
    odds_scene: '',
    venue: null,
    status_id: 1,
    status_label: '',
    clock_text: '',
    home_score: 0,
    away_score: 0,
  };
}

// 1 July 2018, 18:00 UTC is 2 July, 02:00 in Beijing.
const CRO_DEN = entry('cro-den', 'finished', '2018-07-01T18:00:00.000Z');
const ESP_RUS = entry('esp-rus', 'live', '2018-07-01T14:00:00.000Z');
const URU_POR = entry('uru-por', 'finished', '2018-06-30T18:00:00.000Z');
const BRA_MEX = entry('bra-mex', 'upcoming', '2018-07-02T14:00:00.000Z');
const NBA = entry('nba-5', 'live', '2024-06-18T00:30:00.000Z', 'basketball');
const ALL = [ESP_RUS, NBA, BRA_MEX, CRO_DEN, URU_POR];
const EVERY = { sport: 'all', competition: 'all' } as const;
const ids = (matches: readonly MatchListEntry[]) => matches.map((m) => m.match_id);

describe('home days', () => {
  it('puts a match on the Beijing day of its real kick-off', () => {
    expect(matchDay(CRO_DEN)).toBe('2018-07-02');
    expect(matchDay(ESP_RUS)).toBe('2018-07-01');
    expect(listDays(ALL, EVERY)).toEqual(['2018-07-01', '2018-07-02', '2024-06-18']);
    expect(listDays(ALL, { sport: 'football', competition: 'all' })).toEqual([
      '2018-07-01',
      '2018-07-02',
    ]);
  });

  it("takes today from the world's today of the competition in view", () => {
    const list: MatchList = {
      server_time: Date.parse('2026-11-27T03:00:00Z'),
      speed: 30,
      today: { wc2018: '2018-07-02', basketball: '2024-06-18' },
      matches: ALL,
    };
    // Every competition in view: the one with the most matches, though the NBA game is listed first.
    expect(listToday({ ...list, matches: [NBA, ...ALL.filter((m) => m !== NBA)] }, EVERY)).toBe(
      '2018-07-02',
    );
    expect(listToday(list, { sport: 'all', competition: 'basketball' })).toBe('2024-06-18');
    expect(listToday(list, { sport: 'basketball', competition: 'all' })).toBe('2024-06-18');
    // An older server names no today: the server's own day (Beijing).
    expect(listToday({ ...list, today: undefined }, EVERY)).toBe('2026-11-27');
  });

  it('shows every live match on today and only the upcoming and finished ones on other days', () => {
    const today = '2018-07-02';
    expect(ids(dayMatches(ALL, EVERY, { day: today, today, liveOnly: false }))).toEqual([
      'esp-rus',
      'nba-5',
      'bra-mex',
      'cro-den',
    ]);
    // Spain–Russia is of 1 July but live: it is on today, not on its day.
    expect(ids(dayMatches(ALL, EVERY, { day: '2018-07-01', today, liveOnly: false }))).toEqual([
      'uru-por',
    ]);
  });

  it('live only: every live match of the sport and competition in view, and nothing else', () => {
    const view = { day: '2018-07-01', today: '2018-07-02', liveOnly: true };
    expect(ids(dayMatches(ALL, EVERY, view))).toEqual(['esp-rus', 'nba-5']);
    expect(ids(dayMatches(ALL, { sport: 'football', competition: 'all' }, view))).toEqual([
      'esp-rus',
    ]);
  });
});

describe('home rows', () => {
  it('lays the sections out as rows of fixed heights, a shoot-out row taller', () => {
    const shootout = { ...CRO_DEN, penalty_score: '3-2' };
    const rows = homeRows(groupMatches([ESP_RUS, shootout], EVERY));
    expect(rows.map((row) => row.kind)).toEqual([
      'section',
      'group',
      'match',
      'section',
      'group',
      'match',
    ]);
    expect(rows.map(rowHeight)).toEqual([
      SECTION_ROW_PX,
      GROUP_ROW_PX,
      MATCH_ROW_PX,
      SECTION_ROW_PX,
      GROUP_ROW_PX,
      SHOOTOUT_ROW_PX,
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });
});

describe('home choice', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the sport and competition on the device', () => {
    expect(readHomeChoice()).toEqual({ sport: 'all', competition: 'all' });
    saveHomeChoice({ sport: 'basketball', competition: 'basketball' });
    expect(readHomeChoice()).toEqual({ sport: 'basketball', competition: 'basketball' });
  });

  it('reads a damaged or foreign value as no choice', () => {
    window.localStorage.setItem(HOME_CHOICE_KEY, '{not json');
    expect(readHomeChoice()).toEqual({ sport: 'all', competition: 'all' });
    window.localStorage.setItem(
      HOME_CHOICE_KEY,
      JSON.stringify({ sport: 'tennis', competition: 7 }),
    );
    expect(readHomeChoice()).toEqual({ sport: 'all', competition: 'all' });
  });
});
