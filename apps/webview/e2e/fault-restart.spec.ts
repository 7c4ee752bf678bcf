import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { OWN_SERVER_PORTS } from './server-env';
import { startOwnServer } from './spawn-server';

/**
 * Fault injection (docs/reliability.md §7): the server is killed with SIGKILL in the middle of the
 * France–Croatia final and restarted with the same environment and data folder. The replay goes on
 * from where it was, and the page resyncs through one new socket without ever showing a lower score.
 */
const FINAL = '2058017';
const PORT = OWN_SERVER_PORTS.faultRestart;
const LIVE = `/#/pages/soccer/live/live?match_id=${FINAL}`;

/** Records every score the page ever shows, from its first paint. */
async function recordScores(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __kqScores: string[] }).__kqScores = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="match-score"]')?.textContent ?? '';
      if (/^\d+-\d+$/.test(text) && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __kqScores: string[] }).__kqScores);
}

function goals(score: string): number[] {
  return score.split('-').map(Number);
}

test('a server killed mid-match comes back where it was: one new socket, never a lower score', async ({
  page,
  kq,
}) => {
  test.setTimeout(90_000);
  kq.allowConsoleErrors(/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/);
  const env = {
    // 35th minute, France 1-1 Croatia; Griezmann's penalty (2-1) comes at replay second 2287, about
    // 6 s later at the test speed: room for a page to load on a busy machine before the goal.
    REPLAY_START: `${FINAL}:2100`,
    KANQIU_STORE_DIR: mkdtempSync(join(tmpdir(), 'kanqiu-e2e-restart-')),
  };
  let server = await startOwnServer(PORT, env);
  try {
    // Long enough that the server is back before the one attempt, spread included.
    await kq.configure({ socketReconnectDelayMs: 6_000 });
    const scores = await recordScores(page);
    const log = kq.watchSockets();
    await page.goto(`${server.origin}${LIVE}`);
    await expect(page.getByTestId('match-score')).toHaveText('1-1');
    await expect(page.getByTestId('match-score')).toHaveText('2-1', { timeout: 15_000 });
    const before = (await (await fetch(`${server.origin}/api/matches`)).json()) as {
      data: { matches: Array<{ match_id: string; replay_sec: number; run: number }> };
    };
    const final = before.data.matches.find((match) => match.match_id === FINAL);

    await server.stop();
    await expect(page.locator('.match-header__conn')).not.toHaveText('实时');
    server = await startOwnServer(PORT, env);
    const after = (await (await fetch(`${server.origin}/api/matches`)).json()) as typeof before;
    const resumed = after.data.matches.find((match) => match.match_id === FINAL);
    expect(resumed?.run).toBe(final?.run);
    expect(resumed?.replay_sec).toBeGreaterThan(final?.replay_sec ?? Number.POSITIVE_INFINITY);

    await expect(page.locator('.match-header__conn')).toHaveText('实时', { timeout: 20_000 });
    await page.waitForTimeout(1_500);
    expect(log.sockets).toHaveLength(2);
    expect(log.open()).toHaveLength(1);
    expect(log.sceneCalls.filter((call) => call.client_id !== undefined)).toHaveLength(2);
    const shown = await scores();
    expect(shown.at(-1)).toBe('2-1');
    for (let i = 1; i < shown.length; i++) {
      const [home, away] = goals(shown[i] as string);
      const [lastHome, lastAway] = goals(shown[i - 1] as string);
      expect(home, shown.join(' → ')).toBeGreaterThanOrEqual(lastHome as number);
      expect(away, shown.join(' → ')).toBeGreaterThanOrEqual(lastAway as number);
    }
  } finally {
    await server.stop();
  }
});
