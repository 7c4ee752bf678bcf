import { expect, test } from './fixtures';
import { holdRequests } from './hold';
import { pullDown, recordPullStatuses } from './touch';
import { withoutScrollAnchoring } from './without-scroll-anchoring';

/** France–Croatia, the 2018 final: Mandžukić's own goal falls at replay second 1079 (18th minute). */
const FINAL = '2058017';
const GOALLESS = 600;
const BEFORE_FIRST_GOAL = 1070;
const FINAL_DURATION = 6811;
const LIVE = `/#/pages/soccer/live/live?match_id=${FINAL}`;

test.describe('football live page', () => {
  test('shows the real match and takes the goal as it is pushed', async ({ page, kq }) => {
    await kq.seek(FINAL, GOALLESS);
    await page.goto(LIVE);
    const score = page.getByTestId('match-score');
    await expect(page.locator('.match-header__name').first()).toHaveText('法国');
    await expect(page.locator('.match-header__name').last()).toHaveText('克罗地亚');
    await expect(score).toHaveText('0-0');
    const firstLine = page.locator('.tlive [data-line-id]').first();
    const before = await firstLine.getAttribute('data-line-id');
    await kq.seek(FINAL, BEFORE_FIRST_GOAL);

    // The own goal arrives while the test watches: score and trend update in place; the feed's
    // top is in view, so its new lines wait above it until asked for.
    await expect(score).toHaveText('1-0', { timeout: 15_000 });
    await expect(page.getByTestId('match-status')).toHaveText(/^1[89]'$/);
    await expect(page.locator('.trend__goal--home')).toHaveCount(1);
    await expect(page.locator('.tlive__held')).toContainText(/\d+ 条新直播/);
    await page.locator('.tlive__held').click();
    await expect(page.locator('.tlive__line--main[data-type="17"]').first()).toContainText('乌龙');
    expect(Number(await firstLine.getAttribute('data-line-id'))).toBeGreaterThan(Number(before));
    await kq.screenshot('soccer-live');
  });

  test('holds the advert’s place while the adverts load, so the score does not move down', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, GOALLESS);
    const release = await holdRequests(page, '**/api/banner/getList');
    await page.goto(LIVE);
    const header = page.locator('.match-header');
    await expect(page.getByTestId('match-score')).toHaveText('0-0');
    await expect(page.locator('.match-banner__slot')).toBeVisible();
    const before = await header.boundingBox();
    release();
    await expect(page.locator('.kq-banner img').first()).toBeVisible();
    await expect(page.locator('.match-banner__slot')).toHaveCount(0);
    const after = await header.boundingBox();
    expect(after?.y).toBe(before?.y);
  });

  test('loads the advert carousel’s code only after the score is on screen', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, GOALLESS);
    const carousel: string[] = [];
    page.on('request', (request) => {
      if (/\/swiper-[\w-]+\.js$/.test(request.url())) carousel.push(request.url());
    });
    const release = await holdRequests(page, '**/api/user/userScene');
    await page.goto(LIVE);
    // The adverts are in, the score is not: one advert stands still, no carousel code is fetched.
    await expect(page.locator('.kq-banner img').first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(carousel).toEqual([]);
    release();
    await expect(page.getByTestId('match-score')).toHaveText('0-0');
    await expect.poll(() => carousel.length).toBe(1);
    await expect(page.locator('.kq-banner .swiper-initialized')).toBeAttached();
  });

  // Chromium keeps the place by its own scroll anchoring; WebKit has none, and the page keeps it.
  for (const mode of ['kept by the browser', 'kept by the page'] as const) {
    test(`keeps what the reader looks at in place when lines arrive above it (${mode})`, async ({
      page,
      kq,
    }) => {
      if (mode === 'kept by the page') await withoutScrollAnchoring(page);
      await kq.seek(FINAL, 2000);
      await page.goto(LIVE);
      await expect(page.locator('.tlive [data-line-id]').nth(12)).toBeVisible();
      const watched = page.locator('.tlive [data-line-id]').nth(10);
      await watched.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 200));
      const id = await watched.getAttribute('data-line-id');
      const anchor = page.locator(`.tlive [data-line-id="${id}"]`);
      const top = (await anchor.boundingBox())?.y ?? 0;
      const firstBefore = await page
        .locator('.tlive [data-line-id]')
        .first()
        .getAttribute('data-line-id');
      await expect(page.locator('.tlive [data-line-id]').first()).not.toHaveAttribute(
        'data-line-id',
        firstBefore ?? '',
        {
          timeout: 20_000,
        },
      );
      const after = (await anchor.boundingBox())?.y ?? 0;
      expect(Math.abs(after - top)).toBeLessThanOrEqual(2);
    });
  }

  test('pull-to-refresh shows loading for a second and reopens the socket', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, 2400);
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto(LIVE);
    await expect(page.getByTestId('match-score')).toHaveText('2-1');
    await expect.poll(() => sockets.length).toBe(1);
    const pullStatuses = await recordPullStatuses(page);
    await pullDown(page, { fromY: 520 });
    await expect.poll(pullStatuses).toContain('loading');
    await expect.poll(() => sockets.length).toBe(2);
    await expect(page.locator('.kq-pull-refresh[data-status="idle"]')).toBeVisible({
      timeout: 5_000,
    });
    await expect(page.getByTestId('match-score')).toHaveText('2-1');
  });

  test('closes the socket for good when the match is finished', async ({ page, kq }) => {
    // No random spread: a reconnect that should not happen would come within the wait below.
    await kq.configure({ socketReconnectDelayMs: 300, socketReconnectJitterMs: 0 });
    await kq.seek(FINAL, FINAL_DURATION - 4);
    let opened = 0;
    let closed = 0;
    page.on('websocket', (socket) => {
      opened++;
      socket.on('close', () => closed++);
    });
    await page.goto(LIVE);
    await expect(page.getByTestId('match-status')).toHaveText('完场', { timeout: 15_000 });
    await expect(page.getByTestId('match-score')).toHaveText('4-2');
    await expect.poll(() => closed).toBe(1);
    await page.waitForTimeout(1_500);
    expect(opened).toBe(1);
    await kq.screenshot('soccer-live-finished');
  });

  test('talks to the native host through the bridge', async ({ page, kq }) => {
    await kq.installFakeHost();
    await kq.seek(FINAL, 3000);
    await page.goto(LIVE);
    await expect(page.getByTestId('match-score')).toHaveText(/\d-\d/);
    await expect
      .poll(async () => (await kq.hostCalls()).map((call) => call.name))
      .toContain('getMatchId');
    expect((await kq.hostCalls()).find((call) => call.name === 'getMatchId')?.args).toEqual([
      FINAL,
    ]);

    await page.evaluate(() => (window as unknown as { refresh: () => void }).refresh());
    await expect
      .poll(async () => (await kq.hostCalls()).map((call) => call.name))
      .toContain('refreshEnd');

    await page.evaluate(() => (window as unknown as { getPageHeight: () => void }).getPageHeight());
    await expect
      .poll(
        async () =>
          (await kq.hostCalls()).find((call) => call.name === 'deliverPageHeight')?.args[0],
      )
      .toMatch(/^\d+$/);

    // With a native host the app shows no tabs of its own: the host has them.
    await expect(page.locator('.match-subnav')).toHaveCount(0);
  });
});
