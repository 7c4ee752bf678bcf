import { applyPagePatch } from '@kanqiu/core';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningEngine, startRedis } from '../../__tests__/helpers/engines';
import { post } from '../../__tests__/helpers/http-client';
import { type Frame, SocketClient } from '../../__tests__/helpers/socket-client';
import { FOOTBALL, STARTS, waitUntil } from '../../__tests__/helpers/socket-fixture';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { MESSAGES } from '../../content/messages';
import { DEFAULT_SOCKET_LIMITS } from '../../socket/socket-limits';
import { RedisNames } from '../redis-keys';

let redis: RunningEngine;
let watcher: Redis;
let servers: TestServer[] = [];
let clients: SocketClient[] = [];
/** Every frame published on the football scene's channel, as Redis carried it. */
let published: Buffer[] = [];

beforeAll(async () => {
  redis = await startRedis();
  watcher = new Redis(redis.url);
  await watcher.subscribe(RedisNames.sceneChannel(FOOTBALL));
  watcher.on('messageBuffer', (_channel: Buffer, frame: Buffer) => published.push(frame));
}, 30_000);
afterAll(async () => {
  watcher?.disconnect();
  await redis?.stop();
});
beforeEach(async () => {
  const admin = new Redis(redis.url);
  await admin.flushall();
  admin.disconnect();
  published = [];
});
afterEach(async () => {
  for (const client of clients) client.close();
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
  clients = [];
});

/** A server process of the kind `REDIS_URL` makes, on the stub catalog. */
async function start(maxSubscriptions?: number): Promise<TestServer> {
  const server = await startTestServer({
    starts: STARTS,
    config: {
      redisUrl: redis.url,
      ...(maxSubscriptions ? { socketLimits: { ...DEFAULT_SOCKET_LIMITS, maxSubscriptions } } : {}),
    },
  });
  servers.push(server);
  return server;
}

async function connect(server: TestServer, query = '') {
  const opened = await SocketClient.init(`${server.wsUrl}${query}`);
  clients.push(opened.client);
  return opened;
}

const pages = (client: SocketClient) =>
  client.frames.filter((frame) => frame.type === 'page_data').map((frame) => frame.content);

/** The pages a connection that takes patches holds, one per page or patch frame, in order. */
function rebuilt(client: SocketClient) {
  const held: Frame['content'][] = [];
  for (const frame of client.frames) {
    if (frame.type === 'page_data') held.push(frame.content);
    if (frame.type !== 'page_patch') continue;
    const base = held.at(-1);
    expect(frame.content.base_up_time).toBe(base.up_time);
    held.push({
      ...applyPagePatch(base, frame.content.ops),
      scene: frame.content.scene,
      up_time: frame.content.up_time,
      revision: frame.content.revision,
    });
  }
  return held;
}

describe('Redis fan-out', () => {
  it('has one feeder publish each change once, and every process push those bytes', async () => {
    const a = await start();
    const b = await start();
    await waitUntil(() => (a.server.scaleOut?.publisher.running ?? false) && published.length >= 2);
    expect(a.server.scaleOut?.lease.held).toBe(true);
    expect(b.server.scaleOut?.lease.held).toBe(false);

    const onA = await connect(a);
    const onB = await connect(b);
    // Each subscribed through the other process: HTTP calls and sockets land anywhere behind one port.
    const viaB = await post(b.baseUrl, '/api/user/userScene', {
      scene: FOOTBALL,
      client_id: onA.clientId,
    });
    const viaA = await post(a.baseUrl, '/api/user/userScene', {
      scene: FOOTBALL,
      client_id: onB.clientId,
    });
    expect(viaB.body).toMatchObject({ code: 1, data: { subscribed: true } });
    expect(viaA.body).toMatchObject({ code: 1, data: { subscribed: true } });
    await waitUntil(() => pages(onA.client).length === 1 && pages(onB.client).length === 1);
    const snapshotA = await post(a.baseUrl, '/api/user/userScene', { scene: FOOTBALL });
    const snapshotB = await post(b.baseUrl, '/api/user/userScene', { scene: FOOTBALL });
    expect(snapshotA.body.data.page).toEqual(snapshotB.body.data.page);
    expect(pages(onA.client)[0]).toEqual(snapshotA.body.data.page);
    expect(pages(onB.client)[0]).toEqual(snapshotA.body.data.page);

    // Only the feeder's clock moves the replay: replay second 30 → 90 passes a change point.
    const before = published.length;
    a.advance(1_000);
    b.clock.advance(1_000);
    await waitUntil(() => pages(onA.client).length === 2 && pages(onB.client).length === 2);
    const pushed = published.slice(before).filter((frame) => frame.includes('"page_data"'));
    expect(pushed).toHaveLength(1);
    const sent = JSON.parse(String(pushed[0]));
    expect(pages(onA.client)[1]).toEqual(sent.content);
    expect(pages(onB.client)[1]).toEqual(sent.content);
    expect(sent.content.up_time).toBeGreaterThan(pages(onA.client)[0].up_time);
    expect(await onA.client.quietFor(150)).toBe(true);
  });

  it('answers a snapshot call with the newest published page, on a process that relays nothing', async () => {
    const a = await start();
    const b = await start();
    await waitUntil(() => (a.server.scaleOut?.publisher.running ?? false) && published.length >= 2);
    const first = await post(b.baseUrl, '/api/user/userScene', { scene: FOOTBALL });
    expect(await post(b.baseUrl, '/api/user/userScene', { scene: FOOTBALL })).toMatchObject({
      body: first.body,
    });

    const before = published.length;
    a.advance(1_000);
    b.clock.advance(1_000);
    const newPage = () => published.slice(before).find((frame) => frame.includes('"page_data"'));
    await waitUntil(() => newPage() !== undefined);
    const after = await post(b.baseUrl, '/api/user/userScene', { scene: FOOTBALL });
    expect(after.body.data.page).toEqual(JSON.parse(String(newPage())).content);
    expect(after.body.data.page.up_time).toBeGreaterThan(first.body.data.page.up_time);
  });

  it("relays the feeder's page patches to connections that asked, rebuilding the same pages", async () => {
    const a = await start();
    const b = await start();
    await waitUntil(() => (a.server.scaleOut?.publisher.running ?? false) && published.length >= 2);
    const whole = await connect(b);
    const patched = await connect(b, '?patch=1');
    for (const { clientId } of [whole, patched]) {
      await post(b.baseUrl, '/api/user/userScene', { scene: FOOTBALL, client_id: clientId });
    }
    await waitUntil(() => pages(whole.client).length === 1 && pages(patched.client).length === 1);
    for (let step = 2; step <= 4; step += 1) {
      a.advance(1_000);
      b.clock.advance(1_000);
      await waitUntil(() => pages(whole.client).length === step);
    }
    await waitUntil(() => rebuilt(patched.client).length === 4);
    expect(rebuilt(patched.client)).toEqual(pages(whole.client));
    expect(pages(patched.client)).toHaveLength(1);
    expect(whole.client.frames.some((frame) => frame.type === 'page_patch')).toBe(false);
  });

  it('answers 4009 for a connection no process holds, and 4029 from the process that holds it', async () => {
    const a = await start();
    const b = await start(2);
    await waitUntil(() => a.server.scaleOut?.publisher.running ?? false);
    const gone = await post(a.baseUrl, '/api/user/userScene', {
      scene: FOOTBALL,
      client_id: `c_0badc0de${'0'.repeat(24)}`,
    });
    expect(gone.body).toMatchObject({ code: 4009 });
    const { clientId } = await connect(b);
    const forged = `c_${clientId.slice(2, 10)}${'f'.repeat(24)}`;
    const unknownThere = await post(a.baseUrl, '/api/user/userScene', {
      scene: FOOTBALL,
      client_id: forged,
    });
    expect(unknownThere.body).toMatchObject({ code: 4009 });
    const subscribeViaA = (scene: string) =>
      post(a.baseUrl, '/api/user/userScene', { scene, client_id: clientId });
    expect((await subscribeViaA(FOOTBALL)).body.code).toBe(1);
    expect((await subscribeViaA('detail_football_odds_match_id_1001')).body.code).toBe(1);
    expect((await subscribeViaA('detail_basketball_match_id_2001')).body).toMatchObject({
      code: 4029,
      msg: MESSAGES.tooManySubscriptions(2),
    });
    expect(b.server.sockets.scenesOf(clientId)).toEqual([
      FOOTBALL,
      'detail_football_odds_match_id_1001',
    ]);
  });

  it('hands the feed over when the feeder stops, without a repeated push', async () => {
    const a = await start();
    const b = await start();
    await waitUntil(() => a.server.scaleOut?.publisher.running ?? false);
    const { client, clientId } = await connect(b);
    await post(b.baseUrl, '/api/user/userScene', { scene: FOOTBALL, client_id: clientId });
    const patched = await connect(b, '?patch=1');
    await post(b.baseUrl, '/api/user/userScene', { scene: FOOTBALL, client_id: patched.clientId });
    await waitUntil(() => pages(client).length === 1 && pages(patched.client).length === 1);
    servers = servers.filter((server) => server !== a);
    await a.close();
    await waitUntil(() => b.server.scaleOut?.publisher.running ?? false, 5_000);
    // The new feeder computed the same page: nothing is pushed again.
    expect(await client.quietFor(300)).toBe(true);
    b.advance(1_000);
    await waitUntil(() => pages(client).length === 2);
    expect(pages(client)[1].up_time).toBeGreaterThan(pages(client)[0].up_time);
    // The new feeder's first patch leads from a page it did not publish (Redis held the same page):
    // the connection that takes patches still sees exactly the page the other one does.
    await waitUntil(() => rebuilt(patched.client).length === 2);
    expect(rebuilt(patched.client)[1]).toEqual(pages(client)[1]);
  });
});
