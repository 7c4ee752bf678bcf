import { API_PATHS } from '@kanqiu/core';
import {
  type BasketballMatchPage,
  basketballMatchPageSchema,
  basketballOverviewSchema,
  basketballTeamInfoSchema,
  basketballTeamScheduleSchema,
} from '@kanqiu/core/contract/basketball';
import { matchAnalysisSchema } from '@kanqiu/core/contract/match';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../__tests__/helpers/http-client';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { rawData } from '../../data/__tests__/shared-catalog';
import type { EspnGameFile } from '../../data/basketball/hoopr-types';
import type { LoadedCatalog } from '../../data/catalog';
import { loadCatalog } from '../../data/index';

const GAME_ONE = '401656359';
const GAME_FIVE = '401656363';
/** Replay second at which Game 5 is put at start-up: the half-time break. */
let halfTime = 0;

let catalog: LoadedCatalog;
let server: TestServer;
let stubServer: TestServer;

beforeAll(async () => {
  catalog = loadCatalog();
  const five = catalog.match(GAME_FIVE);
  if (!five) throw new Error('no game 5');
  halfTime =
    five.changePoints.find((t) => {
      const page = five.matchPageAt(t) as BasketballMatchPage;
      return page.status_id === 3 && page.period === 2;
    }) ?? 0;
  server = await startTestServer({ catalog, starts: { [GAME_FIVE]: halfTime } });
  stubServer = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await stubServer?.close();
});

const call = (path: string, body: unknown) => post(server.baseUrl, path, body);

describe('the basketball calls over the real data', () => {
  it('serves the overview of game 5: series 3-1, both records, arena, officials', async () => {
    const response = await call(API_PATHS.basketballMatchOverview, { match_id: GAME_FIVE });
    expect(response.body).toMatchObject({ code: 1, msg: 'ok' });
    const overview = v.parse(basketballOverviewSchema, response.body.data);
    expect(overview.series?.text).toBe('凯尔特人 3-1 领先');
    expect(overview.records.home.total.summary).toBe('64-18');
    expect(overview.records.away.total.summary).toBe('50-32');
    expect(overview.venue).toMatchObject({ name: '波士顿TD花园球馆', city: '波士顿' });
    expect(overview.officials).toHaveLength(3);
    const byNumber = await call(API_PATHS.basketballMatchOverview, {
      match_id: Number(GAME_ONE),
    });
    expect(byNumber.body.data.series.text).toBe('系列赛首战');
  });

  it('answers unknown, football and malformed match ids with a Chinese error, not a fault', async () => {
    const path = API_PATHS.basketballMatchOverview;
    expect((await call(path, { match_id: '999' })).body).toEqual({
      code: 4004,
      msg: '比赛不存在',
      data: null,
    });
    expect((await call(path, { match_id: '2058017' })).body).toMatchObject({
      code: 4004,
      msg: '该比赛不是篮球比赛',
    });
    const bad = await call(path, { match_id: '../1' });
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({
      code: 4001,
      msg: '参数 match_id 不正确',
    });
    expect((await call(path, {})).body).toMatchObject({ code: 4001, msg: '缺少参数 match_id' });
  });

  it("serves Boston's team info: 64-18 and the roster of the two Finals box scores", async () => {
    const response = await call(API_PATHS.basketballTeamInfo, { team_id: 2 });
    const info = v.parse(basketballTeamInfoSchema, response.body.data);
    expect(info.record.total).toMatchObject({ win: 64, lose: 18 });
    expect(info.box_score_games.map((g) => g.match_id)).toEqual([GAME_ONE, GAME_FIVE]);
    expect(info.roster.find((p) => p.name === '塔图姆')?.averages?.points).toBe(23.5);
  });

  it("serves Dallas's schedule: the games the data knows, links to the replays, nothing invented", async () => {
    const response = await call(API_PATHS.basketballTeamSchedule, { team_id: '6' });
    const schedule = v.parse(basketballTeamScheduleSchema, response.body.data);
    expect(schedule.games).toHaveLength(7);
    expect(schedule.games.filter((g) => g.result === 'win').map((g) => g.competition)).toEqual([
      'NBA总决赛 第4场',
    ]);
    expect(schedule.games.flatMap((g) => g.replay_match_id ?? [])).toEqual([GAME_ONE, GAME_FIVE]);
    expect(schedule.complete).toBe(false);
  });

  it('answers an unknown or malformed team id with a Chinese error', async () => {
    for (const path of [API_PATHS.basketballTeamInfo, API_PATHS.basketballTeamSchedule]) {
      expect((await call(path, { team_id: '13' })).body).toEqual({
        code: 4004,
        msg: '球队不存在',
        data: null,
      });
      expect((await call(path, { team_id: 'BOS' })).body).toMatchObject({
        code: 4001,
        msg: '参数 team_id 不正确',
      });
    }
  });

  it('answers 4004 when the catalog has no basketball facts, never a fault', async () => {
    const overview = await post(stubServer.baseUrl, API_PATHS.basketballMatchOverview, {
      match_id: '2001',
    });
    expect(overview.body).toMatchObject({ code: 4004, msg: '比赛不存在' });
    const info = await post(stubServer.baseUrl, API_PATHS.basketballTeamInfo, {
      team_id: '2',
    });
    expect(info.body).toMatchObject({ code: 4004, msg: '球队不存在' });
  });

  it('serves the data board of game 5 with every earlier meeting and the records with splits', async () => {
    const response = await call(API_PATHS.matchAnalysis, { match_id: GAME_FIVE });
    const analysis = v.parse(matchAnalysisSchema, response.body.data);
    expect(analysis.head_to_head).toHaveLength(6);
    expect(analysis.basketball?.records.home.home?.summary).toBe('37-4');
    expect(analysis.basketball?.records.away.road?.summary).toBe('25-16');
    expect(analysis.basketball?.meetings.map((m) => `${m.home_score}-${m.away_score}`)).toEqual([
      '110-119',
      '138-110',
      '107-89',
      '105-98',
      '99-106',
      '122-84',
    ]);
  });

  it('pushes leaders at half time of game 5 that hold first-half points only', async () => {
    const response = await call('/api/user/userScene', {
      scene: `detail_basketball_match_id_${GAME_FIVE}`,
    });
    const page = v.parse(basketballMatchPageSchema, response.body.data.page);
    expect(page).toMatchObject({ status_id: 3, period: 2, status_label: '中场休息' });
    const firstHalf = new Map<string, number>();
    for (const play of rawData<EspnGameFile>('basketball', 'hoopr', `${GAME_FIVE}.json`).plays) {
      const scorer = play['participants.0.athlete.id'];
      if (play.scoringPlay && play['period.number'] <= 2 && scorer) {
        firstHalf.set(scorer, (firstHalf.get(scorer) ?? 0) + play.scoreValue);
      }
    }
    const leader = page.leaders.home.points;
    expect(leader?.value).toBe(firstHalf.get(leader?.player_id ?? ''));
    expect(leader?.value).toBe(Math.max(...page.players.home.map((p) => firstHalf.get(p.id) ?? 0)));
    // Tatum ended the game with 31: the half-time page must not know that yet.
    const tatum = page.players.home.find((p) => p.name === '塔图姆');
    expect(tatum?.points).toBe(firstHalf.get('4065648'));
    expect(tatum?.points).toBeLessThan(31);
    expect(page.totals.home.points).toBe(page.home_team.score);
    expect(page.totals.home.points_in_paint).toBeNull();
    expect(page.home_team.periods).toEqual([28, 39]);
  });
});
