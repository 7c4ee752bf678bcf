import { describe, expect, it } from 'vitest';
import { SocketClient } from '../../__tests__/helpers/socket-client';
import {
  BASKETBALL,
  FOOTBALL,
  FOOTBALL_ODDS,
  subscribe,
  useSocketFixture,
  waitUntil,
} from '../../__tests__/helpers/socket-fixture';
import { stubCatalog } from '../../__tests__/helpers/stub-catalog';
import { DEFAULT_SOCKET_LIMITS } from '../socket-limits';

const { start, connect, stop } = useSocketFixture();

describe('live socket limits and cleanup', () => {
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

  it('terminates a connection that floods the server or sends an oversized frame', async () => {
    const server = await start({
      config: { socketLimits: { ...DEFAULT_SOCKET_LIMITS, maxIncomingFrames: 5 } },
    });
    const { client: flooder } = await connect(server);
    for (let i = 0; i < 6; i++) flooder.ws.send('ping');
    // Terminated, not closed: no closing handshake, the client sees the link drop (1006).
    expect(await flooder.closedBy()).toBe(1006);
    const { client: big } = await connect(server);
    big.ws.send('x'.repeat(DEFAULT_SOCKET_LIMITS.maxIncomingBytes + 1));
    // ws sends its 1009 close frame before the connection is cut; whether it arrives first is up to TCP.
    expect([1006, 1009]).toContain(await big.closedBy());
    await waitUntil(() => server.server.sockets.clientCount === 0);
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
    await stop(server);
    expect(await client.closedBy()).toBe(1001);
  });
});
