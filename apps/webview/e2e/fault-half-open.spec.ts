import { expect, test } from './fixtures';
import { OWN_SERVER_PORTS } from './server-env';
import { type OwnServer, startOwnServer } from './spawn-server';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * Fault injection (docs/reliability.md §7): the socket's TCP link goes half-open — a proxy between
 * the browser and the server stops forwarding without closing anything, as a phone's dying network
 * does. The silent-link check notices (three ping periods without a frame), the socket reconnects
 * through a fresh link, and the page goes on taking pushes. The socket lives on another origin than
 * the page (the proxy), so the server is started with that origin in its `connect-src`, as a
 * production deployment with a separate socket host is (docs/reliability.md §3).
 */
const FINAL = '2058017';
const LIVE = `/#/pages/soccer/live/live?match_id=${FINAL}`;
/** A short keep-alive for the test: silent after 3 × 500 ms instead of 3 × 10 s. */
const PING_MS = 500;

const PORT = OWN_SERVER_PORTS.halfOpen;

let proxy: TcpProxy | null = null;
let server: OwnServer | null = null;
test.afterEach(async () => {
  await proxy?.close();
  await server?.stop();
  proxy = null;
  server = null;
});

test('a half-open link is detected by the silent-link check and replaced by one new socket', async ({
  page,
  kq,
}) => {
  proxy = await startTcpProxy(PORT);
  server = await startOwnServer(PORT, { CSP_CONNECT_SRC: `ws://127.0.0.1:${proxy.port}` });
  await kq.seek(FINAL, 900, server.origin);
  await kq.configure({
    socketUrl: `ws://127.0.0.1:${proxy.port}/ws`,
    socketPingIntervalMs: PING_MS,
    socketReconnectDelayMs: 200,
    socketReconnectJitterMs: 300,
  });
  const log = kq.watchSockets();
  const received: number[] = [];
  page.on('websocket', (socket) => {
    const index = received.push(0) - 1;
    socket.on('framereceived', () => {
      received[index] = (received[index] ?? 0) + 1;
    });
  });
  await page.goto(`${server.origin}${LIVE}`);
  const conn = page.locator('.match-header__conn');
  await expect(page.getByTestId('match-score')).toHaveText('0-0');
  await expect(conn).toHaveText('实时');
  // A healthy link stays: the pings are answered through the proxy.
  await page.waitForTimeout(PING_MS * 5);
  expect(proxy.links()).toBe(1);
  expect(log.sockets).toHaveLength(1);

  const stalledAt = Date.now();
  proxy.stall();
  await expect.poll(() => log.sockets.length, { timeout: 8_000 }).toBe(2);
  const replacedMs = Date.now() - stalledAt;
  // Three ping periods of silence, then the reconnect delay and its spread.
  expect(replacedMs).toBeGreaterThanOrEqual(PING_MS * 3);
  // The browser may hold the dead link in its closing handshake for a while: the app has let it go.
  const stalledFrames = received[0];
  await expect(conn).toHaveText('实时');
  expect(proxy.links()).toBe(2);
  await expect
    .poll(() => log.sceneCalls.filter((call) => call.client_id !== undefined).length)
    .toBe(2);

  // The new link carries pushes: Mandžukić's own goal (18') arrives as the match moves on.
  await kq.seek(FINAL, 1200, server.origin);
  await expect(page.getByTestId('match-score')).toHaveText('1-0');
  expect(received[0]).toBe(stalledFrames);
  expect(received[1]).toBeGreaterThan(0);
  expect(log.sockets).toHaveLength(2);
});
