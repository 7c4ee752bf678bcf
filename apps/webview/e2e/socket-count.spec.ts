import type { Page } from '@playwright/test';
import { expect, type Kanqiu, type SocketLog, test } from './fixtures';
import { OWN_SERVER_PORTS } from './server-env';
import { startOwnServer } from './spawn-server';

/**
 * One socket per reconnect, and only on pages that hold a scene (docs/behaviour.md §2, §4): counted
 * with the browser's own record of every WebSocket the page opened.
 */
const FINAL = '2058017';
const LIVE = `/#/pages/soccer/live/live?match_id=${FINAL}`;
const PORT = OWN_SERVER_PORTS.socketCount;

/**
 * The subscribes among the scene calls: the page also loads its match's scene once while its code
 * loads, to say at once when the match does not exist (docs/offline.md §2).
 */
function subscribes(log: SocketLog): SocketLog['sceneCalls'] {
  return log.sceneCalls.filter((call) => call.client_id !== undefined);
}

/** Lets anything a refresh might still open arrive before counting. */
const SETTLE_MS = 1_500;

/** Opens France–Croatia's live page at 0-0 with a fake host, recording sockets from the start. */
async function openLive(page: Page, kq: Kanqiu): Promise<SocketLog> {
  await kq.installFakeHost();
  await kq.seek(FINAL, 600);
  const log = kq.watchSockets();
  await page.goto(LIVE);
  await expect(page.getByTestId('match-score')).toHaveText('0-0');
  return log;
}

/** Calls the host's `refresh` and waits for its `refreshEnd`, then for anything it might still open. */
async function hostRefresh(page: Page, kq: Kanqiu): Promise<void> {
  await kq.callHost('refresh');
  await expect
    .poll(async () => (await kq.hostCalls()).filter((c) => c.name === 'refreshEnd').length)
    .toBe(1);
  await page.waitForTimeout(SETTLE_MS);
}

test.describe('live socket count', () => {
  test('the host refresh on a live page opens exactly one new socket and reloads once', async ({
    page,
    kq,
  }) => {
    const log = await openLive(page, kq);
    await expect.poll(() => subscribes(log).length).toBe(1);
    expect(log.sockets).toHaveLength(1);

    await hostRefresh(page, kq);
    expect(log.sockets).toHaveLength(2);
    expect(log.sockets[0]?.isClosed()).toBe(true);
    expect(log.open()).toHaveLength(1);
    expect(subscribes(log)).toHaveLength(2);
    expect(subscribes(log)[1]?.scene).toBe(`detail_football_match_id_${FINAL}`);
    await expect(page.locator('.match-header__conn')).toHaveText('实时');
  });

  test('an automatic reconnect opens exactly one socket, subscribes once and reloads once', async ({
    page,
    kq,
  }) => {
    kq.allowConsoleErrors(/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/);
    let server = await startOwnServer(PORT, { REPLAY_START: `${FINAL}:1200` });
    try {
      // Long enough that the server is back before the one scheduled attempt.
      await kq.configure({ socketReconnectDelayMs: 6_000 });
      const log = kq.watchSockets();
      await page.goto(`${server.origin}${LIVE}`);
      await expect(page.getByTestId('match-score')).toHaveText('1-0');
      await expect.poll(() => subscribes(log).length).toBe(1);

      await server.stop();
      await expect(page.locator('.match-header__conn')).not.toHaveText('实时');
      server = await startOwnServer(PORT, { REPLAY_START: `${FINAL}:2500` });

      // The one reconnect resyncs the page: Griezmann's penalty made it 2-1 meanwhile.
      await expect(page.getByTestId('match-score')).toHaveText('2-1', { timeout: 20_000 });
      await page.waitForTimeout(SETTLE_MS);
      expect(log.sockets).toHaveLength(2);
      expect(log.open()).toHaveLength(1);
      expect(subscribes(log)).toHaveLength(2);
      // Nothing but the two subscribes and the one check of the match while the page loaded.
      expect(log.sceneCalls).toHaveLength(3);
      await expect(page.locator('.match-header__conn')).toHaveText('实时');
    } finally {
      await server.stop();
    }
  });

  for (const [name, path] of [
    ['data', `/#/pages/soccer/data/data?match_id=${FINAL}`],
    ['lineup', `/#/pages/soccer/lineup/lineup?match_id=${FINAL}`],
    ['home', '/#/'],
  ] as const) {
    test(`leaving a live page for the ${name} page closes its socket, and a refresh there opens none`, async ({
      page,
      kq,
    }) => {
      const log = await openLive(page, kq);
      await page.goto(path);
      await expect.poll(() => log.open().length).toBe(0);

      await hostRefresh(page, kq);
      expect(log.sockets).toHaveLength(1);
      expect(subscribes(log)).toHaveLength(1);
    });
  }
});
