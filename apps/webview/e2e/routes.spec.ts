import type { Page } from '@playwright/test';
import { allRoutePaths, findRoute } from '../src/routing/routes';
import { expect, test } from './fixtures';

/** How long the page must ask nothing more before it counts as loaded (the socket aside). */
const QUIET_MS = 150;
/** How often the wait for a quiet page looks. */
const POLL_MS = 50;

/**
 * Resolves once the page has had no request in flight for `QUIET_MS`: what `networkidle` waits for,
 * without its fixed half second.
 */
function trackRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return () =>
    expect
      .poll(() => inFlight <= 0 && Date.now() - lastChange >= QUIET_MS, { intervals: [POLL_MS] })
      .toBe(true);
}

test.describe('every route of docs/behaviour.md §2', () => {
  // One page opens every route in turn, each by a full load of its link: a new browser per route
  // would add its start to every one of some fifty routes.
  test('opens every route without a console error', async ({ page, kq }) => {
    // About fifty full loads: under a minute on a quiet machine, more on a shared one.
    test.setTimeout(180_000);
    const quiet = trackRequests(page);
    for (const path of allRoutePaths()) {
      await test.step(path, async () => {
        const route = findRoute(path);
        const params = route?.query?.includes('match_id') ? '?match_id=2058017' : '';
        const errorsBefore = kq.errors.length;
        // From a blank document: a link that differs only in its hash would not load the app again.
        await page.goto('about:blank');
        await page.goto(`/#${path}${params}`);
        await expect(page.locator('.app-nav__title')).toHaveText(/[\u4e00-\u9fff]/);
        await expect(page.locator('.app-nav')).toHaveAttribute(
          'data-nav-style',
          route?.navStyle ?? 'custom',
        );
        // The page's own content shows: never a blank screen.
        await expect(page.locator('.app-page__body')).not.toBeEmpty();
        await quiet();
        expect(kq.errors.slice(errorsBefore), path).toEqual([]);
      });
    }
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/#/pages/nowhere/nowhere');
    await expect(page.getByRole('heading', { name: '页面不存在' }).first()).toBeVisible();
    await page.getByRole('button', { name: '回到首页' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });
});
