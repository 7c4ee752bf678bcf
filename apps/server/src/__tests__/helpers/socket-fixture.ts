import { afterEach } from 'vitest';
import type { WebSocket } from 'ws';
import { post } from './http-client';
import { SocketClient } from './socket-client';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

/** Scenes of the stub catalog. */
export const FOOTBALL = 'detail_football_match_id_1001';
export const FOOTBALL_ODDS = 'detail_football_odds_match_id_1001';
export const BASKETBALL = 'detail_basketball_match_id_2001';
/** 1001 live at 30 s, 1002 finished, 2001 kicking off in a minute; 60 replay seconds per real second. */
export const STARTS = { '1001': 30, '1002': 700, '2001': -60 };

/**
 * Servers and socket clients for one test file, closed after each test. Call once at the top level
 * of a test file.
 */
export function useSocketFixture() {
  let servers: TestServer[] = [];
  let clients: SocketClient[] = [];
  afterEach(async () => {
    for (const client of clients) client.close();
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
    clients = [];
  });
  return {
    /** Starts a server with the stub catalog arranged as {@link STARTS} unless told otherwise. */
    async start(options: TestServerOptions = {}): Promise<TestServer> {
      const server = await startTestServer({ starts: STARTS, ...options });
      servers.push(server);
      return server;
    },
    /** Connects a socket client and reads its `init`; `query` goes after `/ws` (`?patch=1`). */
    async connect(server: TestServer, options?: WebSocket.ClientOptions, query = '') {
      const opened = await SocketClient.init(`${server.wsUrl}${query}`, options);
      clients.push(opened.client);
      return opened;
    },
    /** Closes a server before the test ends (it is not closed again). */
    async stop(server: TestServer): Promise<void> {
      servers = servers.filter((candidate) => candidate !== server);
      await server.close();
    },
  };
}

/** Subscribes socket connection `clientId` to `scene` over HTTP. */
export function subscribe(server: TestServer, clientId: string, scene: string) {
  return post(server.baseUrl, '/api/user/userScene', { client_id: clientId, scene });
}

/** Waits until `check()` holds, polling every 20 ms. */
export async function waitUntil(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
