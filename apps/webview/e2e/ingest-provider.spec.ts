import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { OWN_SERVER_PORTS } from './server-env';
import { type OwnServer, startOwnServer } from './spawn-server';

/**
 * The provider seam is real (docs/architecture.md, "The server"): the 2018 final, fed through the
 * live-ingest endpoint by the feeder command into a server whose replay has that match off, shows
 * at the same match seconds the same score, incidents, text live and statistics as the built-in
 * replay shows on a second server, and a restart in the middle loses nothing.
 */
const FINAL = '2058017';
const KEY = 'e2e-ingest-operator-key';
const FEEDER = fileURLToPath(new URL('../../server/dist/cli/ingest-feed.js', import.meta.url));
const LIVE = `/#/pages/soccer/live/live?match_id=${FINAL}`;
const FACTS = `/#/pages/soccer/facts/facts?match_id=${FINAL}`;
/** 17th minute, before Mandžukić's own goal: 0-0. */
const BEFORE_GOALS = 1000;
/** 40th minute: France 2-1 after Griezmann's penalty. */
const MID_FIRST_HALF = 2400;
/** The final whistle: 4-2, every incident and line of the match. */
const FULL_TIME = 6811;

/** Runs the feeder command: the final's events up to match second `until`, all at once. */
function feed(origin: string, until: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        FEEDER,
        '--match',
        FINAL,
        '--speed',
        '0',
        '--until',
        String(until),
        '--url',
        origin,
        '--key',
        KEY,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr?.on('data', (chunk) => {
      errors += String(chunk);
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the feeder exited with ${code}: ${errors}`)),
    );
  });
}

/** What a reader sees of the match on a server: score, incidents, statistics, text live. */
async function shown(page: Page, origin: string) {
  await page.goto(`${origin}${FACTS}`);
  // The scene's statistics card: the analysis card under it is drawn from every event's position
  // on the pitch, which a live feed does not carry (docs/contract.md §4), and loads later anyway.
  const sceneStats = page.locator('.stats').first().locator('.stats__row');
  await expect(sceneStats.first()).toBeVisible();
  const score = await page.getByTestId('match-score').textContent();
  const status = await page.getByTestId('match-status').textContent();
  const incidents = await page.locator('.timeline__item, .timeline__mark').allInnerTexts();
  const stats = await sceneStats.allInnerTexts();
  await page.goto(`${origin}${LIVE}`);
  await expect(page.locator('.tlive [data-line-id]').first()).toBeVisible();
  const lines = await page.locator('.tlive [data-line-id]').allInnerTexts();
  return { score, status, incidents, stats, lines };
}

test('the final fed through live ingest shows what the replay shows, across a restart', async ({
  page,
  kq,
}) => {
  test.setTimeout(180_000);
  kq.allowConsoleErrors(/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/);
  // Each visit reads what the server says now: without this a second visit paints the last-seen
  // answer first (docs/offline.md), and the comparison could read it before the fresh one.
  await page.addInitScript(() => localStorage.clear());
  const storeDir = mkdtempSync(join(tmpdir(), 'kanqiu-e2e-ingest-'));
  const ingestEnv = {
    INGEST_KEY: KEY,
    REPLAY_MATCHES_OFF: FINAL,
    INGEST_BURST: '10000',
    KANQIU_STORE_DIR: storeDir,
  };
  // The reference replay barely moves (a match second every 1000 s), so both sides stand still.
  const reference = await startOwnServer(OWN_SERVER_PORTS.ingestReference, {
    REPLAY_SPEED: '0.001',
  });
  let ingest: OwnServer = await startOwnServer(OWN_SERVER_PORTS.ingest, ingestEnv);
  try {
    // Without a key the endpoint refuses, with a clear envelope.
    const refused = await fetch(`${ingest.origin}/api/ingest/matches`, { method: 'POST' });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { msg: string }).msg).toContain('INGEST_KEY');

    await feed(ingest.origin, BEFORE_GOALS);
    await page.goto(`${ingest.origin}${LIVE}`);
    await expect(page.getByTestId('match-score')).toHaveText('0-0');
    // Events sent while the page is open are pushed to it.
    await feed(ingest.origin, MID_FIRST_HALF);
    await expect(page.getByTestId('match-score')).toHaveText('2-1');

    await kq.seek(FINAL, MID_FIRST_HALF, reference.origin);
    const replayed = await shown(page, reference.origin);
    expect(replayed.score).toBe('2-1');
    expect(await shown(page, ingest.origin)).toEqual(replayed);

    // A restart mid-match: everything received is still there, and the feed goes on after it.
    await ingest.stop();
    ingest = await startOwnServer(OWN_SERVER_PORTS.ingest, ingestEnv);
    expect(await shown(page, ingest.origin)).toEqual(replayed);
    await feed(ingest.origin, FULL_TIME);
    await kq.seek(FINAL, FULL_TIME, reference.origin);
    const finished = await shown(page, reference.origin);
    expect(finished.score).toBe('4-2');
    expect(finished.status).toBe('完场');
    expect(await shown(page, ingest.origin)).toEqual(finished);
  } finally {
    await ingest.stop();
    await reference.stop();
  }
});
