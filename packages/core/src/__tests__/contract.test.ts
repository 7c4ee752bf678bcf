import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  agreementRequestSchema,
  apiEnvelopeSchema,
  bannerListRequestSchema,
  bannerListResponseSchema,
  modelCountRequestSchema,
  pageDataBaseSchema,
  socketMessageSchema,
  userSceneRequestSchema,
  webLogRequestSchema,
} from '../contract/index';
import { API_PATHS, MODEL_PATHS } from '../index';

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

  it('requires up_time on page data and keeps scene fields', () => {
    expect(v.parse(pageDataBaseSchema, { up_time: 5, status_id: 10, tlive: [] })).toEqual({
      up_time: 5,
      status_id: 10,
      tlive: [],
    });
    expect(v.safeParse(pageDataBaseSchema, { status_id: 2 }).success).toBe(false);
  });

  it('lists every path of seed §7', () => {
    const paths = [
      ...Object.values(API_PATHS),
      ...Object.values(MODEL_PATHS).flatMap((m) => [m.day, m.count]),
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
});
