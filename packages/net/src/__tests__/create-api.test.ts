import { bannerListCall, userSceneCall } from '@kanqiu/core/contract/base';
import { basketballMatchScene } from '@kanqiu/core/contract/basketball';
import { footballMatchScene } from '@kanqiu/core/contract/football';
import {
  matchAnalysisCall,
  matchLineupCall,
  modelCountCall,
  modelDayCall,
  modelInitCall,
} from '@kanqiu/core/contract/match';
import { agreementCall } from '@kanqiu/core/contract/user';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApi, createHttpClient, type KanqiuApi, ValidationError } from '../index';
import { footballPageFixture } from './helpers/football-page';
import { type HttpTestServer, ok, sendJson, startHttpServer } from './helpers/http-test-server';
import { createRecordingLogger } from './helpers/recording-logger';

const banner = {
  id: 1,
  title: '世界杯经典回顾',
  image_url: '/static/banners/1.png',
  jump_url: 'kanqiu://match/2058017',
  jump_url_type: 1,
  size_type: 2,
  position: 2,
  sort: 1,
};

const pick = {
  match_id: '2058017',
  sport: 'football',
  competition: '世界杯',
  kickoff: '2018-07-15T15:00:00Z',
  home_team: '法国',
  away_team: '克罗地亚',
  pick: 'home',
  pick_label: '主胜',
  probability: 0.61,
  odds: 1.9,
  result: 'win',
  score: '4-2',
};

const count = {
  model: 'js',
  sessions: 20,
  total: 20,
  win: 12,
  lose: 8,
  hit_rate: 0.6,
  streak: { outcome: 'win', count: 3 },
  recent: ['win', 'win', 'win', 'lose'],
};

const agreement = {
  type: 'privacy',
  title: '隐私政策',
  version: '1.0.0',
  updated_at: '2026-01-01',
  sample: true,
  sections: [{ heading: '一、总则', paragraphs: ['<b>不是 HTML</b>'] }],
};

const modelInit = {
  models: [
    {
      key: 'js',
      name: 'JS 模型',
      description: '胜平负',
      sport: 'football',
      market: '1x2',
      day_path: '/api/ai2/yyModel2',
      count_path: '/api/ai2/hzData',
    },
  ],
  default_date: '2018-07-15',
  dates: ['2018-07-15', '2018-07-14'],
};

describe('createApi', () => {
  let server: HttpTestServer;
  let api: KanqiuApi;

  beforeEach(async () => {
    server = await startHttpServer();
    api = createApi(
      createHttpClient({ baseUrl: server.origin, storage: null, logger: createRecordingLogger() }),
    );
  });

  afterEach(async () => {
    await server.close();
  });

  const bodyOf = (path: string) => JSON.parse(server.requestsTo(path)[0]?.body ?? 'null');

  it('asks for the banners of every place (show_place 3) by default', async () => {
    server.route('/api/banner/getList', (_req, res) => sendJson(res, ok([banner])));
    await expect(api.call(bannerListCall)).resolves.toEqual([banner]);
    expect(bodyOf('/api/banner/getList')).toEqual({ show_place: 3 });
  });

  it('asks for the banners of one place', async () => {
    server.route('/api/banner/getList', (_req, res) => sendJson(res, ok([])));
    await api.call(bannerListCall, { show_place: 2 });
    expect(bodyOf('/api/banner/getList')).toEqual({ show_place: 2 });
  });

  it('rejects a banner list whose items break the contract', async () => {
    server.route('/api/banner/getList', (_req, res) =>
      sendJson(res, ok([{ ...banner, jump_url_type: 9 }])),
    );
    const error = await api.call(bannerListCall).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ phase: 'response' });
    expect((error as ValidationError).issues[0]?.path).toBe('0.jump_url_type');
  });

  it('loads an agreement, keeping its text as plain strings', async () => {
    server.route('/api/user/xy', (_req, res) => sendJson(res, ok(agreement)));
    const result = await api.call(agreementCall, { type: 'privacy' });
    expect(result.sections[0]?.paragraphs[0]).toBe('<b>不是 HTML</b>');
    expect(bodyOf('/api/user/xy')).toEqual({ type: 'privacy' });
  });

  it('refuses an unknown agreement type before sending anything', async () => {
    const error = await api
      .call(agreementCall, { type: 'terms' as never })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'validation', phase: 'request' });
    expect(server.requests).toHaveLength(0);
  });

  it('loads the model list', async () => {
    server.route('/api/mod/modInit', (_req, res) => sendJson(res, ok(modelInit)));
    await expect(api.call(modelInitCall)).resolves.toEqual(modelInit);
    expect(bodyOf('/api/mod/modInit')).toEqual({});
  });

  it.each([
    ['js', '/api/ai2/yyModel2', '/api/ai2/hzData'],
    ['zc', '/api/ai_mid/midModel2', '/api/ai_mid/hzData'],
    ['pk', '/api/ai_yd/ydModel2', '/api/ai_yd/hzData'],
    ['sq', '/api/ai_sq/ydModel2', '/api/ai_sq/hzData'],
    ['gm', '/api/ai1/model2', '/api/ai1/hzData'],
  ] as const)('calls the %s model at %s and %s', async (model, dayPath, countPath) => {
    server.route(dayPath, (_req, res) =>
      sendJson(res, ok({ model, date: '2018-07-15', picks: [pick] })),
    );
    server.route(countPath, (_req, res) => sendJson(res, ok({ ...count, model })));
    const day = await api.call(modelDayCall(model), { date: '2018-07-15' });
    expect(day.picks).toEqual([pick]);
    expect(bodyOf(dayPath)).toEqual({ date: '2018-07-15' });
    const record = await api.call(modelCountCall(model), { sessions: 20 });
    expect(record.hit_rate).toBe(0.6);
    expect(bodyOf(countPath)).toEqual({ sessions: 20 });
  });

  it('asks for the record over 10 sessions by default', async () => {
    server.route('/api/ai2/hzData', (_req, res) => sendJson(res, ok({ ...count, sessions: 10 })));
    await api.call(modelCountCall('js'));
    expect(bodyOf('/api/ai2/hzData')).toEqual({ sessions: 10 });
  });

  it('refuses a malformed date and an unknown model before sending anything', async () => {
    await expect(api.call(modelDayCall('js'), { date: '15/07/2018' })).rejects.toMatchObject({
      kind: 'validation',
      phase: 'request',
    });
    expect(() => modelDayCall('xx' as never)).toThrow(RangeError);
    await expect(api.call(modelCountCall('js'), { sessions: 15 as never })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(server.requests).toHaveLength(0);
  });

  it('subscribes a connection to a scene', async () => {
    server.route('/api/user/userScene', (req, res) => {
      const body = JSON.parse(req.body) as { scene: string };
      sendJson(res, ok({ scene: body.scene, subscribed: true, page: { up_time: 1 } }));
    });
    const result = await api.call(userSceneCall, {
      scene: 'detail_football_match_id_2058017',
      client_id: 'c_1',
    });
    expect(result).toEqual({
      scene: 'detail_football_match_id_2058017',
      subscribed: true,
      page: { up_time: 1 },
    });
    expect(bodyOf('/api/user/userScene')).toEqual({
      scene: 'detail_football_match_id_2058017',
      client_id: 'c_1',
    });
  });

  it('refuses a scene that is not one of the contract', async () => {
    await expect(
      api.call(userSceneCall, { scene: 'detail_tennis_match_id_1' }),
    ).rejects.toMatchObject({
      phase: 'request',
    });
    expect(server.requests).toHaveLength(0);
  });

  it("calls kanqiu's own match calls with their schemas", async () => {
    server.route('/api/match/lineup', (_req, res) => sendJson(res, ok({ match_id: 1 })));
    const error = await api.call(matchLineupCall, { match_id: '2058017' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'validation', phase: 'response' });
    expect(bodyOf('/api/match/lineup')).toEqual({ match_id: '2058017' });
    await expect(api.call(matchAnalysisCall, { match_id: '../x' })).rejects.toMatchObject({
      phase: 'request',
    });
    expect(server.requestsTo('/api/match/analysis')).toHaveLength(0);
  });

  it('loads a scene snapshot without subscribing and checks it against the scene', async () => {
    const scene = footballMatchScene('2058017');
    const page = { ...footballPageFixture(), up_time: 5 };
    server.route('/api/user/userScene', (_req, res) =>
      sendJson(res, ok({ scene: scene.scene, subscribed: false, page })),
    );
    const snapshot = await api.sceneSnapshot(scene);
    expect(snapshot?.home_team.name).toBe('法国');
    expect(bodyOf('/api/user/userScene')).toEqual({ scene: scene.scene });
    const basketball = basketballMatchScene('2058017');
    await expect(api.sceneSnapshot({ ...basketball, scene: scene.scene })).rejects.toMatchObject({
      kind: 'validation',
      phase: 'response',
    });
  });

  it('sends a web log quietly', async () => {
    server.route('/api/web/webLog', (_req, res) => sendJson(res, ok(null)));
    await expect(api.webLog({ type: '失败', content: '{}' })).resolves.toBeUndefined();
    expect(bodyOf('/api/web/webLog')).toEqual({ type: '失败', content: '{}' });
  });
});
