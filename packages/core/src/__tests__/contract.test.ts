import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  agreementRequestSchema,
  apiEnvelopeSchema,
  bannerListRequestSchema,
  bannerListResponseSchema,
  CALLS,
  footballMatchScene,
  modelCountCall,
  modelCountRequestSchema,
  modelDayCall,
  socketMessageSchema,
  userSceneRequestSchema,
  webLogRequestSchema,
} from '../contract/index';
import { API_PATHS, MODEL_KEYS } from '../index';

describe('contract schemas', () => {
  it('reads socket frames and refuses ones without a type', () => {
    expect(v.parse(socketMessageSchema, { type: 'init', content: { client_id: 'a' } })).toEqual({
      type: 'init',
      content: { client_id: 'a' },
    });
    expect(v.parse(socketMessageSchema, { type: 'ping' })).toEqual({ type: 'ping', content: null });
    expect(v.safeParse(socketMessageSchema, { content: 1 }).success).toBe(false);
    expect(v.safeParse(socketMessageSchema, { type: '' }).success).toBe(false);
    expect(v.safeParse(socketMessageSchema, 'ping').success).toBe(false);
  });

  it('defaults show_place to 3 and refuses other places', () => {
    expect(v.parse(bannerListRequestSchema, {})).toEqual({ show_place: 3 });
    expect(v.parse(bannerListRequestSchema, { show_place: 2 })).toEqual({ show_place: 2 });
    const bad = v.safeParse(bannerListRequestSchema, { show_place: 9 });
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.message).toBe('show_place 只能是 1、2 或 3');
  });

  it('checks an envelope with its data', () => {
    const schema = apiEnvelopeSchema(bannerListResponseSchema);
    const banner = {
      id: 1,
      title: '世界杯专题',
      image_url: '/static/banners/1.png',
      jump_url: 'https://example.com',
      jump_url_type: 2,
      size_type: 1,
      position: 2,
      sort: 1,
    };
    expect(v.parse(schema, { code: 1, data: [banner] })).toEqual({
      code: 1,
      msg: '',
      data: [banner],
    });
    expect(
      v.safeParse(schema, { code: 1, msg: 'ok', data: [{ ...banner, jump_url_type: 3 }] }).success,
    ).toBe(false);
  });

  it('validates the scene and client of a subscribe call', () => {
    expect(
      v.safeParse(userSceneRequestSchema, {
        scene: 'detail_football_match_id_2058017',
        client_id: 'c1',
      }).success,
    ).toBe(true);
    expect(
      v.safeParse(userSceneRequestSchema, { scene: 'detail_football_match_id_2058017' }).success,
    ).toBe(true);
    const bad = v.safeParse(userSceneRequestSchema, { scene: 'admin', client_id: 'c1' });
    expect(bad.issues?.[0]?.message).toBe('未知的订阅场景');
  });

  it('validates the other request bodies', () => {
    expect(v.safeParse(agreementRequestSchema, { type: 'privacy' }).success).toBe(true);
    expect(v.safeParse(agreementRequestSchema, { type: 'cookies' }).success).toBe(false);
    expect(v.parse(modelCountRequestSchema, {})).toEqual({ sessions: 10 });
    expect(v.safeParse(modelCountRequestSchema, { sessions: 15 }).success).toBe(false);
    expect(v.safeParse(webLogRequestSchema, { type: '参数错误', content: '{}' }).success).toBe(
      true,
    );
    expect(v.safeParse(webLogRequestSchema, { type: 1, content: '{}' }).success).toBe(false);
  });

  it('requires the up_time stamp on a scene push', () => {
    const { push } = footballMatchScene('2058017');
    const issues = v.safeParse(push, { status_id: 2 }).issues ?? [];
    expect(issues.map((issue) => v.getDotPath(issue))).toContain('up_time');
  });

  it('gives every call of the product interface one path in the path map', () => {
    const paths = [
      API_PATHS.userScene,
      API_PATHS.modelInit,
      API_PATHS.agreement,
      API_PATHS.bannerList,
      API_PATHS.webLog,
      ...MODEL_KEYS.flatMap((m) => [API_PATHS.modelDay[m], API_PATHS.modelCount[m]]),
    ];
    expect(paths.sort()).toEqual(
      [
        '/api/user/userScene',
        '/api/mod/modInit',
        '/api/ai2/yyModel2',
        '/api/ai2/hzData',
        '/api/ai_mid/midModel2',
        '/api/ai_mid/hzData',
        '/api/ai_yd/ydModel2',
        '/api/ai_yd/hzData',
        '/api/ai_sq/ydModel2',
        '/api/ai_sq/hzData',
        '/api/ai1/model2',
        '/api/ai1/hzData',
        '/api/user/xy',
        '/api/banner/getList',
        '/api/web/webLog',
      ].sort(),
    );
  });

  it('names each call of the call table by its own path', () => {
    expect(CALLS.userScene.path).toBe('/api/user/userScene');
    expect(CALLS.matchLineup.path).toBe('/api/match/lineup');
    expect(modelDayCall('zc').path).toBe('/api/ai_mid/midModel2');
    expect(modelCountCall('gm').path).toBe('/api/ai1/hzData');
    const paths = Object.values(CALLS).map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
