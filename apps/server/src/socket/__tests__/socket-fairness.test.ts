import { describe, expect, it } from 'vitest';
import { rawUpgrade } from '../../__tests__/helpers/raw-socket';
import { SocketClient } from '../../__tests__/helpers/socket-client';
import {
  FOOTBALL,
  subscribe,
  useSocketFixture,
  waitUntil,
} from '../../__tests__/helpers/socket-fixture';
import { DEFAULT_SOCKET_LIMITS } from '../socket-limits';

const { start, connect } = useSocketFixture();

/** Another client on the same machine: loopback answers on all of 127.0.0.0/8. */
const HONEST = '127.0.0.2';

function portOf(wsUrl: string): number {
  return Number(new URL(wsUrl).port);
}

describe('live socket fairness between clients', () => {
  it('caps the connections of one address with 429 and Retry-After, while another address still connects and gets pushes within 1 s', async () => {
    const server = await start({
      config: {
        socketLimits: {
          ...DEFAULT_SOCKET_LIMITS,
          maxClientsPerAddress: 5,
          connectRate: { capacity: 100, perSecond: 1 },
        },
      },
    });
    const port = portOf(server.wsUrl);
    const abuser = await Promise.all(Array.from({ length: 5 }, () => rawUpgrade(port)));
    expect(abuser.map((connection) => connection.status)).toEqual([101, 101, 101, 101, 101]);
    const refused = await rawUpgrade(port);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toEqual({
      code: 4290,
      msg: '实时连接过多，请稍后再试',
      data: null,
    });
    expect(server.server.sockets.connectionsOf('127.0.0.1')).toBe(5);

    const started = Date.now();
    const { client, clientId } = await connect(server, { localAddress: HONEST });
    expect((await subscribe(server, clientId, FOOTBALL)).body.code).toBe(1);
    expect((await client.next()).type).toBe('trend_football_match');
    expect((await client.next()).content).toMatchObject({ scene: FOOTBALL });
    server.advance(60_000);
    let pushed = await client.next(1_000);
    if (pushed.type !== 'page_data') pushed = await client.next(1_000);
    expect(pushed.type).toBe('page_data');
    expect(Date.now() - started).toBeLessThan(1_000);

    for (const connection of abuser) connection.socket.destroy();
    await waitUntil(() => server.server.sockets.connectionsOf('127.0.0.1') === 0);
    expect((await rawUpgrade(port)).status).toBe(101);
  });

  it('refuses a client that reconnects in a loop once its burst is spent, and lets it back after Retry-After', async () => {
    const server = await start({
      config: {
        socketLimits: {
          ...DEFAULT_SOCKET_LIMITS,
          connectRate: { capacity: 10, perSecond: 2 },
        },
      },
    });
    const port = portOf(server.wsUrl);
    const statuses: number[] = [];
    let retryAfter = 0;
    for (let i = 0; i < 40; i++) {
      const connection = await rawUpgrade(port);
      statuses.push(connection.status);
      if (connection.status === 429) retryAfter = Number(connection.headers['retry-after']);
      connection.socket.destroy();
    }
    // The clock of the test server stands still: exactly the burst gets in, nothing more.
    expect(statuses.filter((status) => status === 101)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    expect(retryAfter).toBe(1);
    const other = await SocketClient.connect(server.wsUrl, { localAddress: HONEST });
    other.close();

    server.clock.advance(retryAfter * 1_000);
    expect((await rawUpgrade(port)).status).toBe(101);
  });

  it('answers a full server with 503 and Retry-After', async () => {
    const server = await start({
      config: { socketLimits: { ...DEFAULT_SOCKET_LIMITS, maxClients: 1 } },
    });
    await connect(server);
    const refused = await rawUpgrade(portOf(server.wsUrl), { localAddress: HONEST });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(JSON.parse(refused.body)).toMatchObject({ code: 5030, data: null });
  });

  it('lets any origin connect by default, and only the listed ones (and its own) when configured', async () => {
    const open = await start();
    expect(
      (await rawUpgrade(portOf(open.wsUrl), { origin: 'https://elsewhere.example' })).status,
    ).toBe(101);

    const limited = await start({ config: { corsOrigin: ['https://m.kanqiu.example'] } });
    const port = portOf(limited.wsUrl);
    const foreign = await rawUpgrade(port, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body)).toEqual({
      code: 4003,
      msg: '不允许从该来源建立实时连接',
      data: null,
    });
    expect((await rawUpgrade(port, { origin: 'https://m.kanqiu.example' })).status).toBe(101);
    expect((await rawUpgrade(port, { origin: `http://127.0.0.1:${port}` })).status).toBe(101);
    expect((await rawUpgrade(port)).status).toBe(101);
  });
});
