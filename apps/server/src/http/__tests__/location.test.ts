import { appLinksSchema } from '@kanqiu/core/contract/base';
import {
  cityChoiceSchema,
  cityListSchema,
  venueAnswerSchema,
  venueListSchema,
} from '@kanqiu/core/contract/user';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from '../../__tests__/helpers/http-client';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { postAs, testToken } from '../../__tests__/helpers/user-client';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const alice = testToken('alice');

describe('location calls', () => {
  it('list the cities grouped by the initial of their pinyin', async () => {
    server = await startTestServer();
    const list = v.parse(
      cityListSchema,
      (await post(server.baseUrl, '/api/location/cities')).body.data,
    );
    const initials = list.groups.map((group) => group.initial);
    expect(initials).toEqual([...initials].sort());
    const group = (initial: string) =>
      list.groups
        .find((candidate) => candidate.initial === initial)
        ?.cities.map((city) => city.name);
    expect(group('B')).toEqual(['北京']);
    // 重庆 is chóng, 长沙 and 长春 cháng, 厦门 xià: listed by their reading, not their first glyph's common one.
    expect(group('C')).toEqual(['长春', '长沙', '成都', '重庆']);
    expect(group('X')).toContain('厦门');
    expect(list.total).toBe(list.groups.reduce((sum, g) => sum + g.cities.length, 0));
    const moscow = list.groups.flatMap((g) => g.cities).find((city) => city.code === 'moscow');
    expect(moscow).toEqual({
      code: 'moscow',
      name: '莫斯科',
      pinyin: 'mosike',
      initial: 'M',
      country: '俄罗斯',
      world_cups: [2018],
      venue_ids: ['luzhniki-stadium', 'otkritie-arena'],
    });
  });

  it("store the caller's city and give it back", async () => {
    server = await startTestServer();
    const before = await postAs(server.baseUrl, alice, '/api/location/current');
    expect(before.body.data).toEqual({ city: null, chosen_at: null });
    const chosen = await postAs(server.baseUrl, alice, '/api/location/choose', {
      city_code: 'doha',
    });
    expect(v.parse(cityChoiceSchema, chosen.body.data)).toMatchObject({
      city: { code: 'doha', name: '多哈', country: '卡塔尔', world_cups: [2022] },
      chosen_at: '2026-11-22T12:00:00.000Z',
    });
    expect((await postAs(server.baseUrl, alice, '/api/location/current')).body.data).toEqual(
      chosen.body.data,
    );
    expect(
      (await postAs(server.baseUrl, testToken('bob'), '/api/location/current')).body.data.city,
    ).toBeNull();
    expect(
      (await postAs(server.baseUrl, alice, '/api/location/choose', { city_code: 'atlantis' })).body,
    ).toEqual({
      code: 4004,
      msg: '城市不存在',
      data: null,
    });
  });

  it('give the venues with coordinates from the stadium data', async () => {
    server = await startTestServer();
    const { venues } = v.parse(
      venueListSchema,
      (await post(server.baseUrl, '/api/location/venues')).body.data,
    );
    expect(venues).toHaveLength(20);
    expect(venues.filter((venue) => venue.world_cup === 2018)).toHaveLength(12);
    const byId = await post(server.baseUrl, '/api/location/venue', {
      venue_id: 'luzhniki-stadium',
    });
    // 55°42'57"N 37°33'13"E: 55 + 42/60 + 57/3600, 37 + 33/60 + 13/3600.
    expect(v.parse(venueAnswerSchema, byId.body.data)).toEqual({
      venue: {
        id: 'luzhniki-stadium',
        name: '卢日尼基体育场',
        name_en: 'Luzhniki Stadium',
        city: '莫斯科',
        city_en: 'Moscow',
        city_code: 'moscow',
        country: '俄罗斯',
        capacity: 78011,
        latitude: 55.715833,
        longitude: 37.553611,
        timezone: 'UTC+3',
        world_cup: 2018,
        map_url:
          'https://www.openstreetmap.org/?mlat=55.715833&mlon=37.553611#map=16/55.715833/37.553611',
      },
      match_venue: null,
    });
  });

  it("say so when a match's venue is not in the stadium data, and refuse unknown ids", async () => {
    server = await startTestServer();
    expect(
      (await post(server.baseUrl, '/api/location/venue', { match_id: '1001' })).body.data,
    ).toEqual({
      venue: null,
      match_venue: '测试球场',
    });
    expect(
      (await post(server.baseUrl, '/api/location/venue', { venue_id: 'wembley' })).body,
    ).toEqual({
      code: 4004,
      msg: '场馆不存在',
      data: null,
    });
    expect((await post(server.baseUrl, '/api/location/venue', { match_id: '9' })).body.msg).toBe(
      '比赛不存在',
    );
    expect((await post(server.baseUrl, '/api/location/venue', {})).body).toEqual({
      code: 4001,
      msg: '参数 venue_id 不正确：请提供 venue_id 或 match_id 其中之一',
      data: null,
    });
  });
});

describe('app links', () => {
  it('offer no download until the deployment names one, and the deep-link scheme always', async () => {
    server = await startTestServer();
    expect(
      v.parse(appLinksSchema, (await post(server.baseUrl, '/api/app/links')).body.data),
    ).toEqual({
      apk_url: null,
      app_store_url: null,
      deep_link_scheme: 'kanqiu',
      version: '1.0.0',
      open_app_fallback_ms: 2500,
    });
    await server.close();
    server = await startTestServer({
      config: {
        apkUrl: 'https://downloads.example.com/kanqiu.apk',
        appStoreUrl: 'https://apps.example.com/kanqiu',
      },
    });
    expect((await post(server.baseUrl, '/api/app/links')).body.data).toMatchObject({
      apk_url: 'https://downloads.example.com/kanqiu.apk',
      app_store_url: 'https://apps.example.com/kanqiu',
    });
  });
});
