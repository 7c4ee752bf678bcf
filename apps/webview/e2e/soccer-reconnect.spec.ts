import { expect, test } from './fixtures';
import { OWN_SERVER_PORTS } from './server-env';
import { startOwnServer } from './spawn-server';

const PORT = OWN_SERVER_PORTS.reconnect;
const FINAL = '2058017';

test('reconnects and resyncs after the server restarts mid-match', async ({ page, kq }) => {
  // Pages that lose their server log failed socket connections; that is what this test does.
  kq.allowConsoleErrors(/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/);
  let server = await startOwnServer(PORT, { REPLAY_START: `${FINAL}:1200` });
  try {
    await kq.configure({ socketReconnectDelayMs: 1_000 });
    await page.goto(`${server.origin}/#/pages/soccer/live/live?match_id=${FINAL}`);
    const score = page.getByTestId('match-score');
    await expect(score).toHaveText('1-0');

    await server.stop();
    await expect(page.locator('.match-header__conn')).not.toHaveText('实时', { timeout: 15_000 });

    // The match went on while the server was away: after the restart it is 2-1 (Griezmann, 38').
    server = await startOwnServer(PORT, { REPLAY_START: `${FINAL}:2500` });
    await expect(score).toHaveText('2-1', { timeout: 20_000 });
    await expect(page.locator('.match-header__conn')).toHaveText('实时');
  } finally {
    await server.stop();
  }
});
