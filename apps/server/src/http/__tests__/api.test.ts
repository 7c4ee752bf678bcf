import { API_PATHS, MODEL_KEYS } from '@kanqiu/core';
import {
  anyEnvelopeSchema,
  bannerListResponseSchema,
  userSceneResponseSchema,
} from '@kanqiu/core/contract/base';
import {
  lineupSchema,
  matchAnalysisSchema,
  modelCountResponseSchema,
  modelDayResponseSchema,
  modelInitResponseSchema,
} from '@kanqiu/core/contract/match';
import { AGREEMENT_TYPES, agreementSchema } from '@kanqiu/core/contract/user';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { post, request } from '../../__tests__/helpers/http-client';
import { shownT } from '../../__tests__/helpers/stub-catalog';
import { startTestServer, TEST_START, type TestServer } from '../../__tests__/helpers/test-server';

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer({
    starts: { '1001': 30, '1002': 700, '2001': -60 },
    ...options,
  });
  servers.push(server);
  return server;
}

function expectSuccess(body: unknown): void {
  expect(v.is(anyEnvelopeSchema, body)).toBe(true);
  expect(body).toMatchObject({ code: 1, msg: 'ok' });
}

describe('HTTP API', () => {
  it('loads a scene without subscribing when no client_id is given', async () => {
    const server = await start();
    const response = await post(server.baseUrl, '/api/user/userScene', {
      scene: 'detail_football_match_id_1001',
    });
    expect(response.status).toBe(200);
    expectSuccess(response.body);
    expect(v.is(userSceneResponseSchema, response.body.data)).toBe(true);
    expect(response.body.data).toMatchObject({
      scene: 'detail_football_match_id_1001',
      subscribed: false,
      page: { match_id: '1001', up_time: TEST_START },
    });
    expect(shownT(response.body.data.page)).toBe(30);
    expect(server.server.hub.subscriberCount('detail_football_match_id_1001')).toBe(0);
  });

  it('serves modInit and the some-day and count calls of all five models', async () => {
    const server = await start();
    const init = await post(server.baseUrl, '/api/mod/modInit', {});
    expectSuccess(init.body);
    expect(v.is(modelInitResponseSchema, init.body.data)).toBe(true);
    expectSuccess((await post(server.baseUrl, '/api/mod/modInit')).body);

    for (const key of MODEL_KEYS) {
      const day = await post(server.baseUrl, API_PATHS.modelDay[key], { date: '2018-07-15' });
      expectSuccess(day.body);
      expect(v.parse(modelDayResponseSchema, day.body.data)).toMatchObject({
        model: key,
        date: '2018-07-15',
      });
      const count = await post(server.baseUrl, API_PATHS.modelCount[key], {});
      expect(v.parse(modelCountResponseSchema, count.body.data)).toMatchObject({
        model: key,
        sessions: 10,
      });
      const twenty = await post(server.baseUrl, API_PATHS.modelCount[key], { sessions: 20 });
      expect(twenty.body.data.sessions).toBe(20);
    }
  });

  it('rejects bad model bodies with 4001 and a Chinese message naming the field', async () => {
    const server = await start();
    const badDate = await post(server.baseUrl, '/api/ai2/yyModel2', { date: '15/07/2018' });
    expect(badDate.status).toBe(200);
    expect(badDate.body).toEqual({
      code: 4001,
      msg: '参数 date 不正确：日期格式应为 YYYY-MM-DD',
      data: null,
    });
    const noDate = await post(server.baseUrl, '/api/ai1/model2', {});
    expect(noDate.body).toEqual({ code: 4001, msg: '缺少参数 date', data: null });
    const badSessions = await post(server.baseUrl, '/api/ai_sq/hzData', { sessions: 15 });
    expect(badSessions.body).toEqual({
      code: 4001,
      msg: '参数 sessions 不正确：sessions 只能是 10 或 20',
      data: null,
    });
  });

  it('serves all seven agreements as plain text with numbered sections and clauses', async () => {
    const server = await start();
    for (const type of AGREEMENT_TYPES) {
      const response = await post(server.baseUrl, '/api/user/xy', { type });
      expectSuccess(response.body);
      const agreement = v.parse(agreementSchema, response.body.data);
      expect(agreement.type).toBe(type);
      expect(agreement.sample).toBe(true);
      expect(agreement.notice).toContain('尚未经运营主体和法律专业人员审定');
      expect(agreement.effective_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(agreement.sections.length).toBeGreaterThanOrEqual(4);
      agreement.sections.forEach((section, i) => {
        expect(section.number).toBe(i + 1);
        expect(section.id).toBe(`section-${i + 1}`);
        const ordinals = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一'];
        expect(section.heading).toBe(`${ordinals[i]}、${section.title}`);
        expect(section.clauses?.map((clause) => clause.number)).toEqual(
          section.paragraphs.map((_, j) => `${i + 1}.${j + 1}`),
        );
        expect(section.clauses?.map((clause) => clause.text)).toEqual(section.paragraphs);
      });
      expect(agreement.sections.at(-1)?.title).toBe('联系我们');
      const text = agreement.sections.flatMap((section) => [
        section.heading,
        ...section.paragraphs,
      ]);
      expect(text.join('')).not.toMatch(/[<>]/);
      expect(text.join('').match(/[\u4e00-\u9fff]/g)?.length).toBeGreaterThan(200);
    }
    const titles = await Promise.all(
      AGREEMENT_TYPES.map(
        async (type) => (await post(server.baseUrl, '/api/user/xy', { type })).body.data.title,
      ),
    );
    expect(new Set(titles).size).toBe(AGREEMENT_TYPES.length);
    const unknown = await post(server.baseUrl, '/api/user/xy', { type: 'cookies' });
    expect(unknown.body).toEqual({
      code: 4001,
      msg: '参数 type 不正确：未知的协议类型',
      data: null,
    });
  });

  it('lists banners by show_place, default every place, with images the server serves', async () => {
    const server = await start();
    const all = await post(server.baseUrl, '/api/banner/getList', {});
    expectSuccess(all.body);
    const banners = v.parse(bannerListResponseSchema, all.body.data);
    expect(banners.map((banner) => banner.sort)).toEqual([1, 2, 3, 4]);
    expect(
      (await post(server.baseUrl, '/api/banner/getList', { show_place: 3 })).body.data,
    ).toEqual(all.body.data);
    const home = await post(server.baseUrl, '/api/banner/getList', { show_place: 1 });
    expect(home.body.data.map((banner: { position: number }) => banner.position)).toEqual([1, 1]);
    const detail = await post(server.baseUrl, '/api/banner/getList', { show_place: 2 });
    expect(detail.body.data.every((banner: { position: number }) => banner.position === 2)).toBe(
      true,
    );
    for (const banner of banners) {
      expect(banner.image_url).toMatch(/^\/static\/banners\/[a-z-]+\.svg\?v=[0-9a-f]{10}$/);
      const image = await request(server.baseUrl, banner.image_url);
      expect(image.status).toBe(200);
      // The versioned URL never serves other bytes; the bare name or another version may.
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const [bare] = banner.image_url.split('?') as [string];
      for (const other of [bare, `${bare}?v=0000000000`]) {
        const revalidated = await request(server.baseUrl, other);
        expect(revalidated.status).toBe(200);
        expect(revalidated.headers.get('cache-control')).toBe('no-cache');
      }
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
      expect(image.body).toContain('<svg');
      const [width, height] = [/width="(\d+)"/, /height="(\d+)"/].map((pattern) =>
        Number(pattern.exec(image.body)?.[1]),
      );
      const expected = banner.size_type === 1 ? 8.61 : 3.85;
      expect((width as number) / (height as number)).toBeCloseTo(expected, 2);
    }
    const bad = await post(server.baseUrl, '/api/banner/getList', { show_place: 9 });
    expect(bad.body).toMatchObject({ code: 4001, data: null });
  });

  it('keeps web-logs in a bounded ring readable at the debug endpoint', async () => {
    const server = await start({
      config: { replayDebug: true, webLogRate: { capacity: 1_000, perSecond: 1 } },
    });
    const hostile = '<img src=x onerror=alert(1)>';
    const logged = await post(
      server.baseUrl,
      '/api/web/webLog',
      { type: hostile, content: JSON.stringify({ url: '/api/ai2/hzData', method: 'POST' }) },
      { headers: { 'user-agent': 'kanqiu-test' } },
    );
    expect(logged.body).toEqual({ code: 1, msg: 'ok', data: null });
    for (let i = 0; i < server.server.webLog.capacity + 5; i++) {
      await post(server.baseUrl, '/api/web/webLog', { type: `第${i}条`, content: '{}' });
    }
    const read = await request(server.baseUrl, '/api/debug/weblog');
    expect(read.headers.get('content-type')).toContain('application/json');
    expectSuccess(read.body);
    const { entries, received, capacity } = read.body.data;
    expect(received).toBe(capacity + 6);
    expect(entries).toHaveLength(capacity);
    expect(entries[0]).toMatchObject({ seq: capacity + 6, type: `第${capacity + 4}条` });
    expect(entries.some((entry: { type: string }) => entry.type === hostile)).toBe(false);

    const tooLong = await post(server.baseUrl, '/api/web/webLog', {
      type: 'x',
      content: 'y'.repeat(8_001),
    });
    expect(tooLong.body).toMatchObject({ code: 4001, data: null });
    expect(tooLong.body.msg).toContain('content');
  });

  it('lists the matches with ids, teams, state and kick-off, filterable', async () => {
    const server = await start();
    const list = await request(server.baseUrl, '/api/matches');
    expectSuccess(list.body);
    const { matches, speed, server_time } = list.body.data;
    expect(speed).toBe(60);
    expect(server_time).toBe(TEST_START);
    expect(matches.map((match: { match_id: string }) => match.match_id)).toEqual([
      '1001',
      '2001',
      '1002',
    ]);
    expect(matches[0]).toEqual({
      match_id: '1001',
      sport: 'football',
      competition: '测试杯',
      home_team: { id: '1001h', name: '主队', code: 'HOM' },
      away_team: { id: '1001a', name: '客队', code: 'AWY' },
      state: 'live',
      kickoff: new Date(TEST_START - 500).toISOString(),
      venue: '测试球场',
      original_kickoff: '2018-07-15T15:00:00.000Z',
      duration_sec: 600,
      replay_sec: 30,
      run: 0,
      scene: 'detail_football_match_id_1001',
      odds_scene: 'detail_football_odds_match_id_1001',
      status_id: 2,
      status_label: 't=30',
      clock_text: '',
      home_score: 0,
      away_score: 0,
      // A match that names no competition key or round: the sport, and the name split at its space.
      competition_key: 'football',
      competition_name: '测试杯',
      stage: '',
      penalty_score: null,
    });
    expect(matches[1]).toMatchObject({
      state: 'upcoming',
      kickoff: new Date(TEST_START + 1_000).toISOString(),
    });
    expect(matches[2]).toMatchObject({ state: 'finished', replay_sec: 600 });

    const live = await request(server.baseUrl, '/api/matches?sport=football&state=live');
    expect(live.body.data.matches.map((match: { match_id: string }) => match.match_id)).toEqual([
      '1001',
    ]);
    const posted = await post(server.baseUrl, '/api/matches', { sport: 'basketball' });
    expect(posted.body.data.matches).toHaveLength(1);
    const bad = await request(server.baseUrl, '/api/matches?state=paused');
    expect(bad.body).toMatchObject({ code: 4001, data: null });
  });

  it('serves lineup and analysis by match_id, as a string or a number', async () => {
    const server = await start();
    const lineup = await post(server.baseUrl, '/api/match/lineup', { match_id: '1001' });
    expect(lineup.body).toMatchObject({ code: 1, msg: 'ok', data: { match_id: '1001' } });
    expect(v.is(lineupSchema, lineup.body.data)).toBe(true);
    const analysis = await post(server.baseUrl, '/api/match/analysis', { match_id: 2001 });
    expect(analysis.body.data).toMatchObject({ match_id: '2001', sport: 'basketball' });
    expect(v.is(matchAnalysisSchema, analysis.body.data)).toBe(true);
    const unknown = await post(server.baseUrl, '/api/match/lineup', { match_id: '42' });
    expect(unknown.body).toEqual({ code: 4004, msg: '比赛不存在', data: null });
    const missing = await post(server.baseUrl, '/api/match/analysis', {});
    expect(missing.body).toEqual({ code: 4001, msg: '缺少参数 match_id', data: null });
    const hostile = await post(server.baseUrl, '/api/match/lineup', { match_id: '../../etc' });
    expect(hostile.body).toEqual({ code: 4001, msg: '参数 match_id 不正确', data: null });
  });

  it('serves the lineup as it stands at the replay moment, never ahead of it', async () => {
    const server = await start();
    const lineup = async (id: string) =>
      (await post(server.baseUrl, '/api/match/lineup', { match_id: id })).body.data.home.starters[0]
        .goals;
    expect(await lineup('2001')).toBe(0); // upcoming
    expect(await lineup('1001')).toBe(1); // live at 30 s
    expect(await lineup('1002')).toBe(2); // finished
    server.clock.advance(5_000); // 1001 at 330 s
    expect(await lineup('1001')).toBe(2);
  });

  it('serves the league database: the competitions, and a season by key', async () => {
    const server = await start();
    const list = await post(server.baseUrl, '/api/league/list', {});
    expect(list.body).toEqual({
      code: 1,
      msg: 'ok',
      data: [{ key: 'en.1', name: '英超', seasons: ['2024-25', '2023-24'] }],
    });
    const newest = await post(server.baseUrl, '/api/league/data', { key: 'en.1' });
    expect(newest.body.data).toMatchObject({ key: 'en.1', season: '2024-25' });
    const older = await post(server.baseUrl, '/api/league/data', {
      key: 'en.1',
      season: '2023-24',
    });
    expect(older.body.data.season).toBe('2023-24');
    const unknownLeague = await post(server.baseUrl, '/api/league/data', { key: 'xx.9' });
    expect(unknownLeague.body).toEqual({ code: 4004, msg: '联赛不存在', data: null });
    const unknownSeason = await post(server.baseUrl, '/api/league/data', {
      key: 'en.1',
      season: '1999-00',
    });
    expect(unknownSeason.body).toEqual({ code: 4004, msg: '该联赛没有这个赛季的数据', data: null });
    const missing = await post(server.baseUrl, '/api/league/data', {});
    expect(missing.body).toEqual({ code: 4001, msg: '缺少参数 key', data: null });
  });

  it('answers /healthz when ready', async () => {
    const server = await start();
    const health = await request(server.baseUrl, '/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      code: 1,
      data: { status: 'ready', matches: 3, clients: 0, replay_speed: 60, replay_seed: 2018 },
    });
  });
});
