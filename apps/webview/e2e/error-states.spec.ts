import type { Page, Route } from '@playwright/test';
import { ROUTES, type RouteDef } from '../src/routing/routes';
import { expect, test } from './fixtures';

/**
 * No error state of any route shows English, an address or a parameter name (docs/offline.md §2,
 * issue 27). Every route of the app's route table — a new route is scanned without a change here —
 * in every way its data can fail, in one page moved by hash changes, as a fan's app would be.
 */

/** What must never reach a fan's screen: English error names, addresses, parameter names. */
const RAW_TEXT = /Error|https?:|match_id|undefined|null/;
/** The longest a route may take to show its error state before the screen is read all the same. */
const SETTLE_WITHIN_MS = 3_000;
/** How often the scan looks whether a route has settled. */
const POLL_MS = 50;

/** A way the data calls of every route fail, and the id put in the route's id parameters. */
interface FailureState {
  name: string;
  /** Put in every `*_id` parameter; a different one per state, so each state is a new location. */
  id: string;
  /** Only routes that read an id (an unknown id needs one). */
  idsOnly?: boolean;
  /** Answers one data call; absent: the real server answers. */
  answer?: (route: Route) => Promise<void>;
  /** The browser is offline (set before the pass, cleared after). */
  offline?: boolean;
}

const STATES: readonly FailureState[] = [
  { name: 'unknown id (4004)', id: '99999991', idsOnly: true },
  {
    name: 'server error (500)',
    id: '99999992',
    answer: (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 5000, msg: 'Internal Server Error', data: null }),
      }),
  },
  {
    name: 'body that is not JSON',
    id: '99999993',
    answer: (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<html><body>502 Bad Gateway: upstream http://10.0.0.1 undefined</body></html>',
      }),
  },
  { name: 'timeout', id: '99999994', answer: (route) => route.abort('timedout') },
  { name: 'offline', id: '99999995', offline: true },
];

/** The route's link in a state: its id parameters set to the state's id. */
function linkOf(route: RouteDef, id: string): string {
  const ids = (route.query ?? []).filter((name) => name.endsWith('_id'));
  const query = ids.map((name) => `${name}=${id}`).join('&');
  return query ? `${route.path}?${query}` : route.path;
}

/**
 * Opens `link` by a hash change and waits until the route has settled: its frame is up, nothing is
 * loading (`aria-busy`), and every data call it made has been answered.
 */
async function openSettled(
  page: Page,
  route: RouteDef,
  link: string,
  pending: () => number,
): Promise<void> {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, link);
  await expect(page.locator('.app-nav__title')).toHaveText(route.title);
  await expect
    .poll(
      async () =>
        pending() === 0 && (await page.locator('[aria-busy="true"]:visible').count()) === 0,
      { timeout: SETTLE_WITHIN_MS, intervals: [POLL_MS] },
    )
    .toBe(true)
    .catch(() => undefined);
}

test('no error state of any route shows English, an address or a parameter name', async ({
  page,
  context,
  kq,
}) => {
  // About 200 screens: well under a minute on a quiet machine, more on a shared one.
  test.setTimeout(120_000);
  kq.allowConsoleErrors(/./);
  let state: FailureState = STATES[0] as FailureState;
  let inFlight = 0;
  await page.route('**/api/**', async (route) => {
    if (!state.answer) return route.continue();
    inFlight++;
    try {
      await state.answer(route);
    } finally {
      inFlight--;
    }
  });
  await page.goto('/#/');
  await expect(page.locator('.app-nav__title')).toHaveText(/[\u4e00-\u9fff]/);

  const leaks: string[] = [];
  for (const current of STATES) {
    state = current;
    if (current.offline) await context.setOffline(true);
    for (const route of Object.values(ROUTES) as RouteDef[]) {
      if (current.idsOnly && !(route.query ?? []).some((name) => name.endsWith('_id'))) continue;
      const link = linkOf(route, current.id);
      await openSettled(page, route, link, () => inFlight);
      const text = (await page.locator('body').textContent()) ?? '';
      const leak = RAW_TEXT.exec(text);
      if (leak)
        leaks.push(
          `${current.name}: ${link}: “${text.slice(Math.max(0, leak.index - 30), leak.index + 40)}”`,
        );
    }
    if (current.offline) await context.setOffline(false);
  }
  expect(leaks).toEqual([]);
});
