import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { OWN_SERVER_PORTS } from './server-env';
import { startOwnServer } from './spawn-server';

/** The 2018 World Cup final: 1-0 at replay second 1200, 2-1 at 2500 (Griezmann, 38'). */
const FINAL = '2058017';
const LIVE = `/#/pages/soccer/live/live?match_id=${FINAL}`;
/** An id the server knows no match, team or player by. */
const UNKNOWN_ID = '99999999';
/** What must never reach a fan's screen: English error names, addresses, parameter names. */
const RAW_TEXT = /Error|https?:|match_id|undefined|null/;
/** How soon the offline banner must show once the network is gone (issue 27). */
const BANNER_WITHIN_MS = 2_000;
/**
 * How soon the server's answer about an unknown match is in, from the commit of the navigation that
 * opens it in a fresh browser (issue 27): the app asks about the match beside loading the page's code.
 * Measured on the network's clock: the page's own Resource Timing marks a fetch's end only when the
 * main thread takes the completion, which the page's first render held back by 0.5 s under load.
 */
const MISSING_ANSWER_WITHIN_MS = 1_000;
/**
 * How soon the notice is on screen: the 1 s of issue 27 plus the page's render, which on the test
 * machine (two cores, shared while a run goes on) took from 0.6 s to 2.5 s after the answer.
 */
const MISSING_SHOWN_WITHIN_MS = 3_000;

test.describe('offline and failure states (docs/offline.md)', () => {
  test('offline: banner within 2 s and 已断开; back online: one reconnect, fresh data, banner gone', async ({
    page,
    context,
    kq,
  }) => {
    kq.allowConsoleErrors(/WebSocket|ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await kq.seek(FINAL, 1200);
    await page.goto(LIVE);
    const score = page.getByTestId('match-score');
    const mark = page.locator('.match-header__conn');
    await expect(score).toHaveText('1-0');
    await expect(mark).toHaveText('实时');
    expect(sockets).toHaveLength(1);

    await context.setOffline(true);
    const banner = page.locator('.app-offline-banner');
    await expect(banner).toBeVisible({ timeout: BANNER_WITHIN_MS });
    await expect(banner).toContainText('网络已断开');
    await expect(mark).toHaveText('已断开', { timeout: BANNER_WITHIN_MS });
    await kq.screenshot('offline-live-banner');

    // The match goes on while the fan is offline.
    await kq.seek(FINAL, 2500);
    await page.waitForTimeout(500);
    await expect(score).toHaveText('1-0');

    await context.setOffline(false);
    await expect(score).toHaveText('2-1');
    await expect(mark).toHaveText('实时');
    await expect(banner).toBeHidden();
    await page.waitForTimeout(500);
    expect(sockets).toHaveLength(2);
  });

  test('a page whose code cannot load offline says so in Chinese in its frame, and opens when the network returns', async ({
    page,
    context,
    kq,
  }) => {
    kq.allowConsoleErrors(
      /WebSocket|ERR_INTERNET_DISCONNECTED|Failed to load resource|page failed|preload/,
    );
    await kq.seek(FINAL, 1200);
    await page.goto(LIVE);
    await expect(page.getByTestId('match-score')).toHaveText('1-0');
    await context.setOffline(true);
    await page.getByRole('tab', { name: '阵容' }).click();

    const failure = page.getByRole('alert').filter({ hasText: '网络已断开' });
    await expect(failure).toBeVisible();
    await expect(page.locator('.app-nav__title')).toHaveText('阵容');
    await expect(page.getByRole('button', { name: '返回' }).first()).toBeVisible();
    expect((await page.locator('body').textContent()) ?? '').not.toMatch(RAW_TEXT);
    await kq.screenshot('offline-chunk-failure');

    await context.setOffline(false);
    await expect(failure).toBeHidden();
    await expect(page.locator('.match-subnav')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a part whose code cannot be fetched leaves the page as it is and comes once it can (the follow star)', async ({
    page,
    kq,
  }) => {
    kq.allowConsoleErrors(/Failed to load resource|ERR_FAILED/);
    // The star's code is refused, as by a server restarting after the score showed, until let go.
    let refusing = true;
    let refused = 0;
    await page.route(/\/assets\/follow-star-[\w-]{8}\.js$/, (route) => {
      if (!refusing) return route.continue();
      refused += 1;
      return route.abort();
    });
    await kq.seek(FINAL, 1200);
    await page.goto(LIVE);
    await expect(page.getByTestId('match-score')).toHaveText('1-0');
    await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('match-score')).toBeVisible();
    await expect(page.getByRole('button', { name: /^关注/ })).toHaveCount(0);
    refusing = false;
    await expect(page.getByRole('button', { name: /^关注/ }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('match-score')).toHaveText(/\d+-\d+/);
  });

  test('an unknown match, team or player says so at once, with a way home, and asks nothing again', async ({
    page,
    kq,
  }) => {
    kq.allowConsoleErrors(/Failed to load resource/);
    const sceneCalls: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/userScene')) sceneCalls.push(request);
    });
    // The moment the notice is in the page, on the page's own clock (the test's polling adds nothing).
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (document.querySelector('.app-notice__heading')?.textContent !== '比赛不存在') return;
        (window as unknown as { kqMissingAt: number }).kqMissingAt = performance.now();
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    const opened = await page.goto(`/#/pages/soccer/live/live?match_id=${UNKNOWN_ID}`);
    // Waits in the page, so the test's own polling and tracing do not take the page's time.
    await page.waitForFunction(() => 'kqMissingAt' in window, undefined, { polling: 100 });
    await expect(page.getByRole('heading', { name: '比赛不存在' })).toBeVisible();
    const shown = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      const commit = (navigation as PerformanceNavigationTiming).responseStart;
      return (window as unknown as { kqMissingAt: number }).kqMissingAt - commit;
    });
    expect(sceneCalls).toHaveLength(1);
    const [scene] = sceneCalls;
    await (await scene?.response())?.finished();
    const opening = opened?.request().timing();
    const question = scene?.timing();
    const answered =
      opening && question
        ? question.startTime + question.responseEnd - (opening.startTime + opening.responseStart)
        : Infinity;
    expect(answered).toBeLessThanOrEqual(MISSING_ANSWER_WITHIN_MS);
    expect(shown).toBeLessThanOrEqual(MISSING_SHOWN_WITHIN_MS);
    await expect(page.locator('.app-nav__title')).toHaveText('文字直播');
    await kq.screenshot('offline-unknown-match');
    const calls = sceneCalls.length;
    await page.waitForTimeout(1_500);
    expect(sceneCalls).toHaveLength(calls);

    for (const [path, heading] of [
      [`/pages/soccer/data/data?match_id=${UNKNOWN_ID}`, '比赛不存在'],
      [`/pages/soccer/team/detail?team_id=${UNKNOWN_ID}&match_id=${FINAL}`, '球队不存在'],
      [`/pages/soccer/player/player?player_id=${UNKNOWN_ID}`, '球员不存在'],
    ] as const) {
      await page.evaluate((hash) => {
        location.hash = hash;
      }, path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await page.getByRole('button', { name: '回到首页' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });
});

test.describe('a second open (docs/offline.md)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the code a first open loaded before the worker was there is kept once the worker takes over', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, 1200);
    await page.goto(LIVE);
    await expect(page.getByTestId('match-score')).toBeVisible();
    // The page's own code, loaded before any worker (it registers after the page has settled).
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /^\/assets\/[^/]+\.(js|css)$/.test(path)),
    );
    expect(loaded.some((path) => /live-page-[^/]+\.js$/.test(path))).toBe(true);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // With no reload: every file is in the worker's keeping, the shell precached, the rest kept.
    // (Polled from the test: `waitForFunction` takes an async function's promise as a yes.)
    const notKept = () =>
      page.evaluate(async (paths) => {
        const kept = new Set<string>();
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) kept.add(new URL(request.url).pathname);
        }
        return paths.filter((path) => !kept.has(path));
      }, loaded);
    await expect.poll(notKept, { timeout: 10_000 }).toEqual([]);
  });

  test('with the server stopped, paints the last-seen match page from cache, marked with its time', async ({
    page,
    context,
    kq,
  }) => {
    kq.allowConsoleErrors(/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource|page failed/);
    const server = await startOwnServer(OWN_SERVER_PORTS.offline, {
      REPLAY_START: `${FINAL}:1200`,
    });
    // A stopped server's `stop` waits for an exit that has already happened: stop it once.
    let running = true;
    try {
      await page.goto(`${server.origin}${LIVE}`);
      await expect(page.getByTestId('match-score')).toHaveText('1-0');
      // The first open installs the worker; from the next open on it keeps the code it serves.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.reload();
      await expect(page.getByTestId('match-score')).toHaveText('1-0');
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const cache = await caches.open('kanqiu-route-chunks');
            const urls = (await cache.keys()).map((request) => request.url);
            return urls.some((url) => /live-page-[^/]+\.js$/.test(url));
          }),
        )
        .toBe(true);
      // Give the worker's last writes of the page's chunks the moment they take.
      await page.waitForLoadState('networkidle');
      await page.close();
      running = false;
      await server.stop();

      const second = await context.newPage();
      await second.goto(`${server.origin}${LIVE}`);
      await expect(second.getByTestId('match-score')).toHaveText('1-0');
      await expect(second.locator('.app-offline-banner')).toHaveText(/^\d\d:\d\d 的数据/);
      await expect(second.locator('.match-header__conn')).not.toHaveText('实时');
      await second.screenshot({ path: 'e2e-screenshots/offline-second-open.png' });
      await context.setOffline(true);
      await expect(second.locator('.app-offline-banner')).toHaveText(/^离线 · \d\d:\d\d 的数据$/);
      await second.screenshot({ path: 'e2e-screenshots/offline-second-open-offline.png' });
    } finally {
      if (running) await server.stop();
    }
  });
});
