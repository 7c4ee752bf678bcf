import { API_PATHS } from '@kanqiu/core';
import {
  footballMatchOverviewSchema,
  footballTeamInfoSchema,
  footballTeamPointsSchema,
  footballTeamScheduleSchema,
} from '@kanqiu/core/contract/football';
import { matchListSchema } from '@kanqiu/core/contract/match';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realCatalog } from '../data/__tests__/shared-catalog';
import { post, request } from './helpers/http-client';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;

beforeAll(async () => {
  // Brazil–Belgium kicks off in a minute of replay time; the final and Spain–Russia are over, and
  // so are Brazil's matches against Switzerland and Mexico, where Casemiro was booked.
  server = await startTestServer({
    catalog: realCatalog(),
    starts: {
      '2058011': -60,
      '2058017': 7_000,
      '2058004': 9_700,
      '2057978': 7_000,
      '2058006': 7_000,
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the football team and match overview calls', () => {
  it('serves team info, schedule and points in the shapes of the contract', async () => {
    const info = await post(server.baseUrl, API_PATHS.footballTeamInfo, { team_id: 4418 });
    expect(info.body.code).toBe(1);
    expect(v.parse(footballTeamInfoSchema, info.body.data).team.id).toBe('FRA');
    const schedule = await post(server.baseUrl, API_PATHS.footballTeamSchedule, {
      team_id: 'liv',
      key: 'en.1',
      season: '2024-25',
    });
    expect(v.parse(footballTeamScheduleSchema, schedule.body.data).matches).toHaveLength(38);
    const points = await post(server.baseUrl, API_PATHS.footballTeamPoints, {
      team_id: 'LIV',
      key: 'en.1',
      season: '2024-25',
    });
    const tables = v.parse(footballTeamPointsSchema, points.body.data).tables;
    expect(tables[0]?.total[0]).toMatchObject({ team: { id: 'LIV' }, points: 84, highlight: true });
  });

  it('answers an unknown team, competition or match with 4004 and a Chinese message', async () => {
    for (const [path, body, msg] of [
      [API_PATHS.footballTeamInfo, { team_id: 'XYZ' }, '球队不存在'],
      [API_PATHS.footballTeamSchedule, { team_id: '999999' }, '球队不存在'],
      [API_PATHS.footballTeamPoints, { team_id: 'FRA', key: 'it.1' }, '联赛不存在'],
      [API_PATHS.footballMatchOverview, { match_id: 'wc2018-999' }, '比赛不存在'],
      [API_PATHS.footballMatchOverview, { match_id: 123 }, '比赛不存在'],
    ] as const) {
      const response = await post(server.baseUrl, path, body);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ code: 4004, msg, data: null });
    }
  });

  it('refuses malformed ids with 4001 naming the field', async () => {
    for (const [path, body] of [
      [API_PATHS.footballTeamInfo, { team_id: '../etc' }],
      [API_PATHS.footballTeamInfo, {}],
      [API_PATHS.footballMatchOverview, { match_id: '<b>1</b>' }],
    ] as const) {
      const response = await post(server.baseUrl, path, body);
      expect(response.body.code).toBe(4001);
      expect(response.body.msg).toMatch(/_id/);
    }
  });

  it('keeps the result of a replayed match for after its replay has finished', async () => {
    const before = await post(server.baseUrl, API_PATHS.footballMatchOverview, {
      match_id: '2058011',
    });
    const upcoming = v.parse(footballMatchOverviewSchema, before.body.data);
    expect(upcoming).toMatchObject({ replay_state: 'upcoming', result: null });
    expect(upcoming.suspensions?.home.map((player) => player.name)).toEqual(['卡塞米罗']);
    const after = await post(server.baseUrl, API_PATHS.footballMatchOverview, {
      match_id: 'wc2018-064',
    });
    expect(after.body.data).toMatchObject({
      replay_match_id: '2058017',
      replay_state: 'finished',
      result: { home_score: 4, away_score: 2 },
    });
  });

  it('lists every match with its competition and round for the home page', async () => {
    const response = await request(server.baseUrl, API_PATHS.matchList);
    const list = v.parse(matchListSchema, response.body.data);
    const football = list.matches.filter((match) => match.sport === 'football');
    expect(football).toHaveLength(64);
    for (const match of football) {
      expect(match).toMatchObject({ competition_key: 'wc2018', competition_name: '2018世界杯' });
    }
    expect(list.matches.find((m) => m.match_id === '2058017')).toMatchObject({
      stage: '决赛',
      state: 'finished',
    });
    expect(list.matches.find((m) => m.match_id === '2058004')).toMatchObject({
      home_score: 1,
      away_score: 1,
      penalty_score: '3-4',
    });
    expect(list.matches.find((m) => m.match_id === '2058017')?.penalty_score).toBeNull();
    expect(list.matches.find((m) => m.match_id === '401656359')).toMatchObject({
      competition_key: 'basketball',
      competition_name: 'NBA总决赛',
      stage: '第1场',
    });
    const live = football.filter((match) => match.state === 'live');
    expect(live.length).toBeGreaterThanOrEqual(2);
  });
});
