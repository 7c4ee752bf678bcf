import { API_PATHS, MODEL_KEYS, parseBasketballTextLive } from '@kanqiu/core';
import { trendContentSchema } from '@kanqiu/core/contract/base';
import { basketballMatchPageSchema } from '@kanqiu/core/contract/basketball';
import {
  footballMatchPageSchema,
  leagueDataSchema,
  leagueSummarySchema,
} from '@kanqiu/core/contract/football';
import {
  lineupSchema,
  matchAnalysisSchema,
  matchListSchema,
  modelCountResponseSchema,
  modelDayResponseSchema,
  modelInitResponseSchema,
  oddsPageSchema,
} from '@kanqiu/core/contract/match';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedCatalog } from '../data/catalog';
import { loadCatalog } from '../data/index';
import { post, request } from './helpers/http-client';
import { type Frame, SocketClient } from './helpers/socket-client';
import { startTestServer, type TestServer } from './helpers/test-server';

const FINAL = '2058017';
const FINAL_SCENE = `detail_football_match_id_${FINAL}`;
const GAME_ONE = '401656359';
/**
 * France–Croatia and NBA Finals game 1 start 30 replay seconds after start-up; 60 replay seconds pass
 * per real second.
 */
const STARTS = { [FINAL]: -30, [GAME_ONE]: -30 };
const FOOTBALL_IDS = ['2058017', '2058003', '2057960'];
/** Keeps a full-time football push small enough for a slow phone. */
const MAX_PAGE_BYTES = 60 * 1024;

let catalog: LoadedCatalog;
let loadMs = 0;
let server: TestServer;
const clients: SocketClient[] = [];

beforeAll(async () => {
  const start = performance.now();
  catalog = loadCatalog();
  loadMs = performance.now() - start;
  server = await startTestServer({ catalog, starts: STARTS });
}, 60_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await server?.close();
});

async function subscribe(scene: string) {
  const { client, clientId } = await SocketClient.init(server.wsUrl);
  clients.push(client);
  const response = await post(server.baseUrl, '/api/user/userScene', {
    client_id: clientId,
    scene,
  });
  expect(response.body.code).toBe(1);
  return client;
}

/** Moves the replay one real second at a time until `done`, collecting every frame. */
async function playUntil(
  client: SocketClient,
  done: (frame: Frame) => boolean,
  maxSeconds: number,
) {
  const frames: Frame[] = [];
  for (let second = 0; second <= maxSeconds; second++) {
    if (second > 0) server.advance(1_000);
    for (;;) {
      const unread = client.unread();
      if (unread.length === 0) break;
      const frame = await client.next();
      frames.push(frame);
      if (done(frame)) return frames;
    }
    await client.quietFor(5);
  }
  throw new Error('the match did not end in time');
}

describe('the server over the real catalog', () => {
  it('loads the data in reasonable time', () => {
    expect(loadMs).toBeLessThan(20_000);
  });

  it('lists the real matches by their source ids, with Chinese team names', async () => {
    const response = await request(server.baseUrl, API_PATHS.matchList);
    const list = v.parse(matchListSchema, response.body.data);
    const ids = list.matches.map((match) => match.match_id);
    expect(ids).toEqual(expect.arrayContaining([...FOOTBALL_IDS, GAME_ONE, '401656363']));
    const final = list.matches.find((match) => match.match_id === FINAL);
    expect(final).toMatchObject({
      state: 'upcoming',
      home_team: { name: '法国' },
      away_team: { name: '克罗地亚' },
      status_id: 1,
      clock_text: '',
      home_score: 0,
      away_score: 0,
    });
    for (const match of list.matches.filter((entry) => entry.state === 'live')) {
      expect(match.clock_text).not.toBe('');
    }
    for (const match of list.matches.filter((entry) => entry.state === 'finished')) {
      expect(match.status_id).toBe(10);
    }
    for (const match of list.matches) {
      expect(match.home_team.name).toMatch(/[\u4e00-\u9fff]/);
      expect(match.away_team.name).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(list.matches.some((match) => match.state === 'live')).toBe(true);
  });

  it('replays France 4–2 Croatia over the socket, from before kick-off to status_id 10', async () => {
    const client = await subscribe(FINAL_SCENE);
    const frames = await playUntil(
      client,
      (frame) => frame.type === 'page_data' && frame.content.status_id === 10,
      200,
    );
    const pages = frames
      .filter((frame) => frame.type === 'page_data')
      .map((frame) => frame.content);
    const trends = frames.filter((frame) => frame.type === 'trend_football_match');

    for (const page of pages) v.parse(footballMatchPageSchema, page);
    for (const trend of trends) v.parse(trendContentSchema, trend.content);
    expect(pages[0]).toMatchObject({
      status_id: 1,
      home_team: { score: 0 },
      away_team: { score: 0 },
    });
    expect(pages.length).toBeGreaterThan(20);
    expect(trends.length).toBeGreaterThan(1);

    for (const series of [pages, trends.map((trend) => trend.content)]) {
      for (let i = 1; i < series.length; i++) {
        expect(series[i].up_time).toBeGreaterThan(series[i - 1].up_time);
      }
    }
    for (let i = 1; i < pages.length; i++) {
      expect(pages[i].home_team.score).toBeGreaterThanOrEqual(pages[i - 1].home_team.score);
      expect(pages[i].away_team.score).toBeGreaterThanOrEqual(pages[i - 1].away_team.score);
    }

    const final = pages.at(-1);
    expect(final).toMatchObject({
      status_id: 10,
      home_team: { score: 4, half_score: 2 },
      away_team: { score: 2, half_score: 1 },
    });
    const goalMinutes = (final.incidents as Array<{ type: number; minute: number }>)
      .filter((incident) => [1, 8, 17].includes(incident.type))
      .map((incident) => incident.minute);
    expect(goalMinutes).toEqual([18, 28, 38, 59, 65, 69]);
    expect(pages.slice(0, -1).every((page) => page.status_id !== 10)).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(final))).toBeLessThan(MAX_PAGE_BYTES);
  }, 60_000);

  it('replays NBA Finals game 1, BOS 107–89 DAL, with caret text-live lines', async () => {
    const client = await subscribe(`detail_basketball_match_id_${GAME_ONE}`);
    const frames = await playUntil(
      client,
      (frame) => frame.type === 'page_data' && frame.content.status_id === 10,
      200,
    );
    const pages = frames
      .filter((frame) => frame.type === 'page_data')
      .map((frame) => frame.content);
    const trends = frames.filter((frame) => frame.type === 'trend_basketball_match');
    for (const page of pages) v.parse(basketballMatchPageSchema, page);
    for (const trend of trends) v.parse(trendContentSchema, trend.content);
    expect(trends.length).toBeGreaterThan(1);
    for (let i = 1; i < pages.length; i++) {
      expect(pages[i].up_time).toBeGreaterThan(pages[i - 1].up_time);
    }
    const final = pages.at(-1);
    expect(final).toMatchObject({
      status_id: 10,
      home_team: { code: 'BOS', score: 107 },
      away_team: { code: 'DAL', score: 89 },
    });
    for (const line of final.tlive as string[])
      expect(parseBasketballTextLive(line)).not.toBeNull();
    expect(Buffer.byteLength(JSON.stringify(final))).toBeLessThan(MAX_PAGE_BYTES);
  }, 60_000);

  it('pushes modelled odds pages on the odds scene', async () => {
    const id = '2057960';
    await post(server.baseUrl, '/api/user/userScene', { scene: `detail_football_match_id_${id}` });
    const client = await subscribe(`detail_football_odds_match_id_${id}`);
    const first = await client.next();
    expect(first.type).toBe('page_data');
    expect(v.parse(oddsPageSchema, first.content)).toMatchObject({ match_id: id, modelled: true });
    expect(first.content.scene).toBe(`detail_football_odds_match_id_${id}`);
  });

  it('serves lineups as they stand in the replay, and the data board', async () => {
    for (const id of FOOTBALL_IDS) {
      const lineup = await post(server.baseUrl, API_PATHS.matchLineup, { match_id: id });
      expect(lineup.body.code).toBe(1);
      v.parse(lineupSchema, lineup.body.data);
      const analysis = await post(server.baseUrl, API_PATHS.matchAnalysis, {
        match_id: Number(id),
      });
      expect(analysis.body.code).toBe(1);
      v.parse(matchAnalysisSchema, analysis.body.data);
    }
  });

  it('serves every model call with data that fits the contract', async () => {
    const init = v.parse(
      modelInitResponseSchema,
      (await post(server.baseUrl, '/api/mod/modInit', {})).body.data,
    );
    for (const key of MODEL_KEYS) {
      const day = await post(server.baseUrl, API_PATHS.modelDay[key], { date: init.default_date });
      v.parse(modelDayResponseSchema, day.body.data);
      for (const sessions of [10, 20]) {
        const count = await post(server.baseUrl, API_PATHS.modelCount[key], { sessions });
        expect(v.parse(modelCountResponseSchema, count.body.data).sessions).toBe(sessions);
      }
    }
  });

  it('serves the league database', async () => {
    const list = await post(server.baseUrl, API_PATHS.leagueList, {});
    const leagues = v.parse(v.array(leagueSummarySchema), list.body.data);
    expect(leagues.length).toBeGreaterThan(0);
    for (const league of leagues) {
      const data = await post(server.baseUrl, API_PATHS.leagueData, { key: league.key });
      expect(v.parse(leagueDataSchema, data.body.data).season).toBe(league.seasons[0]);
    }
  });
});
