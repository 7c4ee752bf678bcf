import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { post } from '../../__tests__/helpers/http-client';
import { type Frame, SocketClient } from '../../__tests__/helpers/socket-client';
import { stubCatalog } from '../../__tests__/helpers/stub-catalog';
import { startTestServer, TEST_START, type TestServer } from '../../__tests__/helpers/test-server';
import { DEFAULT_SOCKET_LIMITS } from '../socket-limits';

const FOOTBALL = 'detail_football_match_id_1001';
const FOOTBALL_ODDS = 'detail_football_odds_match_id_1001';
const BASKETBALL = 'detail_basketball_match_id_2001';
/** 1001 live at 30 s, 1002 finished, 2001 kicking off in a minute; 60 replay seconds per real second. */
const STARTS = { '1001': 30, '1002': 700, '2001': -60 };

let servers: TestServer[] = [];
let clients: SocketClient[] = [];

afterEach(async () => {
  for (const client of clients) client.close();
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
  clients = [];
});

async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer({ starts: STARTS, ...options });
  servers.push(server);
  return server;
}

async function connect(server: TestServer, options?: WebSocket.ClientOptions) {
  const opened = await SocketClient.init(server.wsUrl, options);
  clients.push(opened.client);
  return opened;
}

function subscribe(server: TestServer, clientId: string, scene: string) {
  return post(server.baseUrl, '/api/user/userScene', { client_id: clientId, scene });
}

async function waitUntil(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('live socket', () => {
  it('sends init with a fresh client_id on connect', async () => {
    const server = await start();
    const a = await connect(server);
    const b = await connect(server);
    expect(a.clientId).toMatch(/^c_[0-9a-f]{32}$/);
    expect(b.clientId).not.toBe(a.clientId);
    expect(server.server.sockets.clientCount).toBe(2);
  });

  it('answers the text ping and a ping frame with a ping frame', async () => {
    const server = await start();
    const { client } = await connect(server);
    client.ws.send('ping');
    expect(await client.next()).toEqual({ type: 'ping', content: null });
    client.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await client.next()).toEqual({ type: 'ping', content: null });
  });

  it('ignores frames outside the protocol and stays open', async () => {
    const server = await start();
    const { client } = await connect(server);
    client.ws.send('hello');
    client.ws.send('{not json');
    client.ws.send(JSON.stringify({ type: 'subscribe', content: { scene: FOOTBALL } }));
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await client.quietFor(150)).toBe(true);
    client.ws.send('ping');
    expect((await client.next()).type).toBe('ping');
  });

  it('pushes the trend and the full page at once on subscribe', async () => {
    const server = await start();
    const { client, clientId } = await connect(server);
    const response = await subscribe(server, clientId, FOOTBALL);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: 1, data: { scene: FOOTBALL, subscribed: true } });
    const trend = await client.next();
    expect(trend.type).toBe('trend_football_match');
    expect(trend.content).toMatchObject({
      match_type: 'soccer',
      trend_data: [[0]],
      scene: FOOTBALL,
    });
    const page = await client.next();
    expect(page.type).toBe('page_data');
    expect(page.content).toEqual(response.body.data.page);
    expect(page.content).toMatchObject({
      match_id: '1001',
      shown_t: 30,
      status_id: 2,
      scene: FOOTBALL,
    });
    expect(page.content.up_time).toBe(TEST_START);
    expect(server.server.sockets.scenesOf(clientId)).toEqual([FOOTBALL]);
  });

  it('pushes every change with a strictly increasing up_time until status_id 10', async () => {
    const server = await start();
    const { client, clientId } = await connect(server);
    await subscribe(server, clientId, FOOTBALL);
    await client.next(); // trend
    const pages: Frame[] = [await client.next()];

    for (let second = 0; second < 12; second++) {
      server.advance(1_000);
      await waitUntil(() => client.unread().length > 0 || second >= 10);
    }
    await client.quietFor(100);
    for (const frame of client.unread()) if (frame.type === 'page_data') pages.push(frame);

    const shown = pages.map((frame) => frame.content.shown_t);
    expect(shown).toEqual([30, 90, 150, 210, 270, 330, 390, 450, 510, 570, 600]);
    const upTimes = pages.map((frame) => frame.content.up_time as number);
    for (let i = 1; i < upTimes.length; i++) {
      expect(upTimes[i]).toBeGreaterThan(upTimes[i - 1] as number);
    }
    expect(pages.at(-1)?.content.status_id).toBe(10);
    expect(pages.slice(0, -1).every((frame) => frame.content.status_id !== 10)).toBe(true);
  });

  it('pushes the page and the trend each at their own change points', async () => {
    const server = await start({ starts: { ...STARTS, '1001': 65 } });
    const { client, clientId } = await connect(server);
    await subscribe(server, clientId, FOOTBALL);
    expect((await client.next()).content.trend_data).toEqual([[0]]);
    expect((await client.next()).content.shown_t).toBe(65);
    server.advance(500); // t 95: the trend (every 90 s) changes, the page (every 60 s) does not
    const trend = await client.next();
    expect(trend).toMatchObject({ type: 'trend_football_match', content: { trend_data: [[1]] } });
    expect(await client.quietFor(100)).toBe(true);
    server.advance(500); // t 125: the page changes, the trend does not
    const page = await client.next();
    expect(page).toMatchObject({ type: 'page_data', content: { shown_t: 125 } });
    expect(page.content.up_time).toBeGreaterThan(trend.content.up_time);
    expect(await client.quietFor(100)).toBe(true);
    server.advance(1_000); // t 185: both change, the trend first
    expect((await client.next()).content.trend_data).toEqual([[2]]);
    expect((await client.next()).content.shown_t).toBe(185);
  });

  it('pushes a change found by a page load to the subscribers too', async () => {
    const server = await start();
    const { client, clientId } = await connect(server);
    await subscribe(server, clientId, FOOTBALL);
    await client.next();
    await client.next();
    server.clock.advance(1_000); // no tick: the HTTP call is the first to see t 90
    const loaded = await post(server.baseUrl, '/api/user/userScene', { scene: FOOTBALL });
    expect(loaded.body.data.page.shown_t).toBe(90);
    expect((await client.next()).type).toBe('trend_football_match');
    const pushed = await client.next();
    expect(pushed.content).toEqual(loaded.body.data.page);
    expect(server.server.tick()).toBe(0);
  });

  it('stays quiet after the end and restarts the match as a new run', async () => {
    const server = await start({ starts: { ...STARTS, '1001': 590 } });
    const { client, clientId } = await connect(server);
    await subscribe(server, clientId, FOOTBALL);
    await client.next();
    const first = await client.next();
    server.advance(1_000); // the trend is the same at 590 and at the end: only the page comes
    const end = await client.next();
    expect(end.content.status_id).toBe(10);
    server.advance(5_000);
    expect(await client.quietFor(100)).toBe(true);
    // The finished pause and the next pre-match time are 20 replay minutes each: 40 s at 60x.
    server.advance(34_000);
    expect((await client.next()).type).toBe('trend_football_match');
    const restarted = await client.next();
    expect(restarted.content).toMatchObject({ shown_t: -10, status_id: 1 });
    expect(restarted.content.up_time).toBeGreaterThan(end.content.up_time);
    expect(end.content.up_time).toBeGreaterThan(first.content.up_time);
  });

  it('pushes odds pages on odds scenes, without trends', async () => {
    const server = await start();
    const { client, clientId } = await connect(server);
    await subscribe(server, clientId, FOOTBALL_ODDS);
    expect((await client.next()).content).toMatchObject({ odds_t: 30, scene: FOOTBALL_ODDS });
    server.advance(1_000);
    expect(await client.quietFor(100)).toBe(true);
    server.advance(4_000); // t 330 passes the odds change at 300
    const odds = await client.next();
    expect(odds).toMatchObject({ type: 'page_data', content: { odds_t: 330 } });
    expect(await client.quietFor(100)).toBe(true);
  });

  it('sends basketball trends as trend_basketball_match', async () => {
    const server = await start({ starts: { ...STARTS, '2001': 100 } });
    const { client, clientId } = await connect(server);
    await subscribe(server, clientId, BASKETBALL);
    const trend = await client.next();
    expect(trend.type).toBe('trend_basketball_match');
    expect(trend.content.match_type).toBe('basketball');
  });

  it('sends every subscriber of a scene the same push', async () => {
    const server = await start();
    const a = await connect(server);
    const b = await connect(server);
    await subscribe(server, a.clientId, FOOTBALL);
    await subscribe(server, b.clientId, FOOTBALL);
    for (const { client } of [a, b]) {
      await client.next();
      await client.next();
    }
    server.advance(1_000);
    const [pushA, pushB] = await Promise.all([a.client.next(), b.client.next()]);
    expect(pushA).toEqual(pushB);
    expect(server.server.hub.subscriberCount(FOOTBALL)).toBe(2);
  });

  it('refuses an unknown client_id and an unknown scene with their codes', async () => {
    const server = await start();
    const { clientId } = await connect(server);
    const unknownClient = await subscribe(server, 'c_00000000000000000000000000000000', FOOTBALL);
    expect(unknownClient.status).toBe(200);
    expect(unknownClient.body).toEqual({
      code: 4009,
      msg: '实时连接不存在或已断开，请重新连接',
      data: null,
    });
    for (const scene of ['detail_football_match_id_9999', 'detail_basketball_match_id_1001']) {
      const unknownScene = await subscribe(server, clientId, scene);
      expect(unknownScene.body).toEqual({ code: 4004, msg: '未知的订阅场景', data: null });
    }
    const malformed = await subscribe(server, clientId, 'detail_<script>');
    expect(malformed.body).toMatchObject({ code: 4001, data: null });
    expect(malformed.body.msg).toContain('scene');
    expect(server.server.sockets.scenesOf(clientId)).toEqual([]);
  });

  it('bounds the scenes one connection may hold', async () => {
    const server = await start({
      config: { socketLimits: { ...DEFAULT_SOCKET_LIMITS, maxSubscriptions: 2 } },
    });
    const { clientId } = await connect(server);
    expect((await subscribe(server, clientId, FOOTBALL)).body.code).toBe(1);
    expect((await subscribe(server, clientId, FOOTBALL_ODDS)).body.code).toBe(1);
    expect((await subscribe(server, clientId, FOOTBALL)).body.code).toBe(1);
    const third = await subscribe(server, clientId, BASKETBALL);
    expect(third.body).toEqual({ code: 4029, msg: '同一连接最多订阅 2 个场景', data: null });
    expect(server.server.hub.subscriberCount(BASKETBALL)).toBe(0);
  });

  it('forgets a connection and its subscriptions on disconnect', async () => {
    const server = await start();
    const { client, clientId } = await connect(server);
    await subscribe(server, clientId, FOOTBALL);
    await subscribe(server, clientId, BASKETBALL);
    client.close();
    await waitUntil(() => server.server.sockets.clientCount === 0);
    expect(server.server.hub.subscriberCount(FOOTBALL)).toBe(0);
    expect(server.server.hub.subscriberCount(BASKETBALL)).toBe(0);
    expect((await subscribe(server, clientId, FOOTBALL)).body.code).toBe(4009);
    expect(server.advance(1_000)).toBe(0);
  });

  it('terminates a connection that stops answering pings', async () => {
    const server = await start({
      config: { socketLimits: { ...DEFAULT_SOCKET_LIMITS, heartbeatMs: 60 } },
    });
    const { client: silent } = await connect(server, { autoPong: false });
    const { client: healthy } = await connect(server);
    expect(await silent.closedBy()).toBe(1006);
    await waitUntil(() => server.server.sockets.clientCount === 1);
    expect(healthy.closed).toBeNull();
  });

  it('closes a connection that floods the server (1008) or sends an oversized frame (1009)', async () => {
    const server = await start({
      config: { socketLimits: { ...DEFAULT_SOCKET_LIMITS, maxIncomingFrames: 5 } },
    });
    const { client: flooder } = await connect(server);
    for (let i = 0; i < 6; i++) flooder.ws.send('ping');
    expect(await flooder.closedBy()).toBe(1008);
    const { client: big } = await connect(server);
    big.ws.send('x'.repeat(DEFAULT_SOCKET_LIMITS.maxIncomingBytes + 1));
    expect(await big.closedBy()).toBe(1009);
  });

  it('refuses connections beyond the limit and paths other than /ws', async () => {
    const server = await start({
      config: { socketLimits: { ...DEFAULT_SOCKET_LIMITS, maxClients: 1 } },
    });
    await connect(server);
    await expect(SocketClient.connect(server.wsUrl)).rejects.toThrow(/503/);
    await expect(SocketClient.connect(server.wsUrl.replace('/ws', '/other'))).rejects.toThrow(
      /404/,
    );
  });

  it('disconnects a consumer that stops reading', async () => {
    const server = await start({
      catalog: stubCatalog({ pagePadding: 200_000 }),
      config: { socketLimits: { ...DEFAULT_SOCKET_LIMITS, maxBufferedBytes: 256 * 1024 } },
    });
    const { client, clientId } = await connect(server);
    (client.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    for (let i = 0; i < 200 && server.server.sockets.hasClient(clientId); i++) {
      await subscribe(server, clientId, FOOTBALL);
    }
    await waitUntil(() => !server.server.sockets.hasClient(clientId));
    expect(server.server.hub.subscriberCount(FOOTBALL)).toBe(0);
  });

  it('closes every connection with 1001 when the server shuts down', async () => {
    const server = await start();
    const { client } = await connect(server);
    await server.close();
    servers = servers.filter((candidate) => candidate !== server);
    expect(await client.closedBy()).toBe(1001);
  });
});
