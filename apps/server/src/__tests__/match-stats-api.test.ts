import { API_PATHS } from '@kanqiu/core';
import { basketballShotChartSchema } from '@kanqiu/core/contract/basketball';
import { footballMatchStatsSchema, footballPlayerSchema } from '@kanqiu/core/contract/football';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realCatalog } from '../data/__tests__/shared-catalog';
import { REPLAY_DEBUG_PATH } from '../http/routes/debug-routes';
import { post } from './helpers/http-client';
import { startTestServer, type TestServer } from './helpers/test-server';

const FINAL = '2058017';
const NBA_GAME = '401656359';
/** Luka Modrić's Wyscout id. */
const MODRIC = 8287;
/** Replay second of the final's half-time whistle (45+2'), before the second half's first shot. */
const FINAL_HALF_TIME = 2_950;

let server: TestServer;

beforeAll(async () => {
  // The final and the NBA game are over when the server starts.
  server = await startTestServer({
    catalog: realCatalog(),
    starts: { [FINAL]: 7_000, [NBA_GAME]: 8_000 },
    config: { replayDebug: true },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const stats = async (matchId: unknown) => {
  const response = await post(server.baseUrl, API_PATHS.footballMatchStats, { match_id: matchId });
  return response.body;
};
const perSide = (data: v.InferOutput<typeof footballMatchStatsSchema>) => [
  data.shots.filter((shot) => shot.side === 1).length,
  data.shots.filter((shot) => shot.side === 2).length,
];

describe('the match statistics and shot chart calls', () => {
  it('counts every shot of the final once it is over: France 8, Croatia 14', async () => {
    const body = await stats(FINAL);
    expect(body.code).toBe(1);
    const data = v.parse(footballMatchStatsSchema, body.data);
    expect(perSide(data)).toEqual([8, 14]);
    expect(data.player_of_match_id).not.toBeNull();
  });

  it('counts only the shots so far at a seeked moment: at half-time France 1, Croatia 7', async () => {
    const seek = await post(server.baseUrl, REPLAY_DEBUG_PATH, {
      match_id: FINAL,
      t: FINAL_HALF_TIME,
    });
    expect(seek.body.code).toBe(1);
    const data = v.parse(footballMatchStatsSchema, (await stats(FINAL)).data);
    expect(perSide(data)).toEqual([1, 7]);
    expect(data.shots.every((shot) => shot.half === 1)).toBe(true);
    expect(data.stats.find((row) => row.key === 'shots')).toMatchObject({ home: 1, away: 7 });
    expect(data.player_of_match_id).toBeNull();
  });

  it('answers an unknown match or the other sport with 4004 and a Chinese message', async () => {
    expect(await stats('wc2018-999')).toEqual({ code: 4004, msg: '比赛不存在', data: null });
    expect(await stats(NBA_GAME)).toEqual({
      code: 4004,
      msg: '该比赛没有射门位置与技术统计数据',
      data: null,
    });
    const shots = await post(server.baseUrl, API_PATHS.basketballShotChart, { match_id: FINAL });
    expect(shots.body).toEqual({ code: 4004, msg: '该比赛没有投篮位置数据', data: null });
    const unknown = await post(server.baseUrl, API_PATHS.basketballShotChart, { match_id: 'x' });
    expect(unknown.body).toEqual({ code: 4004, msg: '比赛不存在', data: null });
  });

  it("charts a basketball game's made and missed field goals", async () => {
    const response = await post(server.baseUrl, API_PATHS.basketballShotChart, {
      match_id: NBA_GAME,
    });
    const data = v.parse(basketballShotChartSchema, response.body.data);
    expect(data.shots.some((shot) => shot.made)).toBe(true);
    expect(data.shots.some((shot) => !shot.made)).toBe(true);
    expect(new Set(data.shots.map((shot) => shot.side))).toEqual(new Set([1, 2]));
  });

  it("gives a player's tournament so far: the final as seeked (half-time), and no unplayed match", async () => {
    const response = await post(server.baseUrl, API_PATHS.footballPlayer, { player_id: MODRIC });
    expect(response.body.code).toBe(1);
    const player = v.parse(footballPlayerSchema, response.body.data);
    expect(player).toMatchObject({ name: '莫德里奇', team: { name: '克罗地亚' }, position: 'M' });
    const final = player.matches.find((match) => match.match_id === FINAL);
    expect(final).toMatchObject({ score_text: '1-2', state: 'live', goals: 0 });
    expect(final?.minutes).toBeGreaterThanOrEqual(45);
    expect(final?.rating).toBeGreaterThan(0);
    const list = (await post(server.baseUrl, API_PATHS.matchList, { sport: 'football' })).body.data;
    const upcoming = new Set(
      list.matches
        .filter((m: { state: string }) => m.state === 'upcoming')
        .map((m: { match_id: string }) => m.match_id),
    );
    expect(player.matches.some((match) => upcoming.has(match.match_id))).toBe(false);
    const unknown = await post(server.baseUrl, API_PATHS.footballPlayer, { player_id: 1 });
    expect(unknown.body).toEqual({ code: 4004, msg: '球员不存在', data: null });
  });
});
