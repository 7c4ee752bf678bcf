import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { post, request } from '../../__tests__/helpers/http-client';
import { subscribe, useSocketFixture } from '../../__tests__/helpers/socket-fixture';
import type { TestServer } from '../../__tests__/helpers/test-server';

const KEY = 'test-ingest-key-0123456789';
const AUTH = { authorization: `Bearer ${KEY}` };
const SCENE = 'detail_football_match_id_wc-final';

const FINAL = {
  match_id: 'wc-final',
  sport: 'football',
  competition: '2018世界杯 决赛',
  venue: '卢日尼基体育场',
  kickoff: '2018-07-15T15:00:00Z',
  home: { id: '4418', name: '法国', code: 'FRA' },
  away: { id: '9598', name: '克罗地亚', code: 'CRO' },
};
const GRIEZMANN = { id: '3682', name: '格列兹曼' };

const fixture = useSocketFixture();

function ingest(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = AUTH,
) {
  return post(server.baseUrl, `/api/ingest/matches${path}`, body, { headers });
}

function events(server: TestServer, list: unknown[]) {
  return ingest(server, '/wc-final/events', { events: list });
}

async function page(server: TestServer) {
  const answer = await post(server.baseUrl, '/api/user/userScene', { scene: SCENE });
  return answer.body.data.page;
}

async function started(storeDir?: string, rate?: { capacity: number; perSecond: number }) {
  return fixture.start({
    config: {
      ingestKey: KEY,
      ...(storeDir ? { storeDir } : {}),
      ...(rate ? { ingestRate: rate } : {}),
    },
  });
}

const KICK_OFF_TO_GOAL = [
  { seq: 1, type: 'period', status: 2 },
  { seq: 2, type: 'text', text: '比赛开始', kind: 10, main: true },
  { seq: 3, type: 'clock', minute: 18 },
  {
    seq: 4,
    type: 'goal',
    side: 'home',
    minute: 18,
    player: { id: '8', name: '曼朱基奇' },
    kind: 'own_goal',
  },
  { seq: 5, type: 'card', side: 'home', minute: 27, player: GRIEZMANN, card: 'yellow', reason: 1 },
  {
    seq: 6,
    type: 'stats',
    rows: [
      { type: 21, home: 1, away: 0 },
      { type: 2, home: 2, away: 4 },
    ],
  },
];

describe('live ingest', () => {
  it('does not exist without INGEST_KEY', async () => {
    const server = await fixture.start();
    const answer = await ingest(server, '', FINAL);
    expect(answer.status).toBe(404);
  });

  it('refuses a call without the key or with a wrong one, with a clear envelope', async () => {
    const server = await started();
    const missing = await ingest(server, '', FINAL, {});
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 4010, data: null });
    expect(missing.body.msg).toContain('Authorization');
    const wrong = await ingest(server, '', FINAL, { authorization: 'Bearer not-the-key' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.msg).toBe('接入密钥不正确');
    const list = await request(server.baseUrl, '/api/matches');
    expect(list.body.data.matches.map((m: { match_id: string }) => m.match_id)).not.toContain(
      'wc-final',
    );
  });

  it('creates a match once, and refuses an id the replay uses', async () => {
    const server = await started();
    expect((await ingest(server, '', FINAL)).body.data).toEqual({
      match_id: 'wc-final',
      created: true,
    });
    expect((await ingest(server, '', FINAL)).body.data.created).toBe(false);
    const changed = await ingest(server, '', { ...FINAL, venue: '别处' });
    expect(changed.status).toBe(409);
    const taken = await ingest(server, '', { ...FINAL, match_id: '1001' });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toContain('回放');
    const entry = (await request(server.baseUrl, '/api/matches')).body.data.matches.find(
      (m: { match_id: string }) => m.match_id === 'wc-final',
    );
    expect(entry).toMatchObject({ state: 'upcoming', home_score: 0, scene: SCENE });
  });

  it('takes over a match id the configuration turns off in the replay', async () => {
    const server = await fixture.start({
      starts: {},
      config: { ingestKey: KEY, replayOff: new Set(['1001']), replayDebug: true },
    });
    expect((await ingest(server, '', { ...FINAL, match_id: '1001' })).status).toBe(200);
    const list = await request(server.baseUrl, '/api/matches');
    const served = list.body.data.matches.filter(
      (m: { match_id: string }) => m.match_id === '1001',
    );
    expect(served).toEqual([expect.objectContaining({ home_team: FINAL.home, state: 'upcoming' })]);
    const seek = await post(server.baseUrl, '/api/debug/replay', { match_id: '1001', t: 0 });
    // A live match cannot be moved in time: the seek is the replay's alone.
    expect(seek.body).toMatchObject({ code: 4004, data: null });
  });

  it('turns events into the match page, pushed at once to a subscribed socket', async () => {
    const server = await started();
    await ingest(server, '', FINAL);
    const { client, clientId } = await fixture.connect(server);
    await subscribe(server, clientId, SCENE);
    await client.next();
    await client.next();

    const answer = await events(server, KICK_OFF_TO_GOAL);
    expect(answer.body.data).toEqual({
      match_id: 'wc-final',
      applied: 6,
      duplicates: 0,
      last_seq: 6,
    });
    const pushed = client.unread().filter((frame) => frame.type === 'page_data');
    const last = pushed.at(-1)?.content;
    expect(last).toMatchObject({
      scene: SCENE,
      status_id: 2,
      minute_text: "18'",
      home_team: { score: 1, yellow_cards: 1, corners: 2 },
      away_team: { score: 0, corners: 4 },
      replay: false,
    });
    expect(last.incidents.map((i: { text: string }) => i.text)).toEqual([
      '比赛开始',
      '曼朱基奇（乌龙球）',
      '格列兹曼（犯规）',
    ]);
    expect(last.tlive.map((line: { data: string }) => line.data)).toEqual(['比赛开始']);
    expect(last.stats.map((row: { label: string }) => row.label)).toEqual(['射正', '角球']);
    const list = await request(server.baseUrl, '/api/matches?state=live');
    expect(list.body.data.matches[0]).toMatchObject({
      match_id: 'wc-final',
      home_score: 1,
      clock_text: "18'",
    });
  });

  it('refuses a bad event with the field named, and applies nothing of its call', async () => {
    const server = await started();
    await ingest(server, '', FINAL);
    await events(server, KICK_OFF_TO_GOAL.slice(0, 2));
    const before = await page(server);
    const bad = await events(server, [
      { seq: 3, type: 'goal', side: 'home', minute: 30, player: GRIEZMANN },
      { seq: 4, type: 'goal', side: 'home', minute: 200, player: GRIEZMANN },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 4001, data: null });
    expect(bad.body.msg).toBe('参数 events.1.minute 不正确：最大为 150');
    const unknown = await events(server, [{ seq: 3, type: 'dunk' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('未知的事件类型');
    expect(await page(server)).toEqual({ ...before, up_time: expect.any(Number) });
    expect(
      (await request(server.baseUrl, '/api/ingest/matches/wc-final', { headers: AUTH })).body.data,
    ).toMatchObject({ last_seq: 2 });
  });

  it('skips a resent event, refuses a changed one and a gap', async () => {
    const server = await started();
    await ingest(server, '', FINAL);
    await events(server, KICK_OFF_TO_GOAL.slice(0, 4));
    const again = await events(server, KICK_OFF_TO_GOAL.slice(2, 5));
    expect(again.body.data).toMatchObject({ applied: 1, duplicates: 2, last_seq: 5 });
    expect((await page(server)).home_team.score).toBe(1);
    const changed = await events(server, [{ ...KICK_OFF_TO_GOAL[3], side: 'away' }]);
    expect(changed.status).toBe(409);
    expect(changed.body.msg).toContain('序号 4');
    const gap = await events(server, [{ seq: 9, type: 'clock', minute: 40 }]);
    expect(gap.status).toBe(409);
    expect(gap.body.msg).toBe('序号不连续：应为 6，收到 9');
    expect((await page(server)).away_team.score).toBe(0);
  });

  it('keeps every event across a restart: a late client gets the whole match', async () => {
    const storeDir = mkdtempSync(join(tmpdir(), 'kanqiu-ingest-'));
    try {
      const first = await started(storeDir);
      await ingest(first, '', FINAL);
      await events(first, KICK_OFF_TO_GOAL);
      const before = await page(first);
      await fixture.stop(first);

      const second = await started(storeDir);
      const after = await page(second);
      expect({ ...after, up_time: 0 }).toEqual({ ...before, up_time: 0 });
      const resent = await events(second, KICK_OFF_TO_GOAL);
      expect(resent.body.data).toMatchObject({ applied: 0, duplicates: 6, last_seq: 6 });
    } finally {
      rmSync(storeDir, { recursive: true, force: true });
    }
  });

  it('rate-limits a sender: 429 with Retry-After once its burst is spent', async () => {
    const server = await started(undefined, { capacity: 2, perSecond: 1 });
    expect((await ingest(server, '', FINAL)).status).toBe(200);
    expect((await ingest(server, '', FINAL)).status).toBe(200);
    const limited = await ingest(server, '', FINAL);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.body.code).toBe(4290);
  });

  it('serves a basketball game from scores and play-by-play lines', async () => {
    const server = await started();
    await ingest(server, '', {
      ...FINAL,
      match_id: 'nba-1',
      sport: 'basketball',
      competition: 'NBA总决赛 第1场',
      home: { id: 'BOS', name: '凯尔特人' },
      away: { id: 'DAL', name: '独行侠' },
    });
    const answer = await ingest(server, '/nba-1/events', {
      events: [
        { seq: 1, type: 'period', status: 2, period: 1 },
        { seq: 2, type: 'clock', clock: '11:40' },
        { seq: 3, type: 'score', home: 3, away: 0 },
        { seq: 4, type: 'text', text: '塔图姆 三分命中' },
        { seq: 5, type: 'period', status: 2, period: 2 },
        { seq: 6, type: 'score', home: 30, away: 28 },
      ],
    });
    expect(answer.body.data.applied).toBe(6);
    const scene = await post(server.baseUrl, '/api/user/userScene', {
      scene: 'detail_basketball_match_id_nba-1',
    });
    expect(scene.body.data.page).toMatchObject({
      status_label: '第2节',
      home_team: { code: 'BOS', score: 30, periods: [3, 27] },
      away_team: { score: 28, periods: [0, 28] },
      tlive: ['塔图姆 三分命中'],
    });
  });
});
