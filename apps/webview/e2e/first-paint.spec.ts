import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdRequests } from './hold';

/** France–Croatia, the 2018 final, seeked into its first half so the score header is full. */
const FINAL = '2058017';
const FIRST_HALF = 600;

/** A slow mobile network (issue 27): 400 kbit/s each way and 400 ms of latency. */
const SLOW_KBPS = 400;
const SLOW_LATENCY_MS = 400;
/**
 * By when, on that network, the skeleton must be on screen: the document alone, a connection and
 * one request, long before the scripts (about 6 s there) have rendered anything.
 */
const SKELETON_BY_MS = 2_000;
/** The most layout shift a page may show from its first paint to its content (issue 27). */
const MAX_CLS = 0.01;
/** 我的关注's invitation to a fan who follows nothing (follow-invite-texts.ts). */
const INVITE = '关注你喜欢的球队，比赛开赛、进球、红牌和完场时第一时间提醒你';
/** A follow as the device keeps it (follow/device-follows.ts). */
const TEAM_FOLLOW = { kind: 'team', id: '1', name: '法国', followed_at: '2018-07-15T00:00:00Z' };

/** Two boxes in the same place, to the pixel. */
function expectSameBox(
  box: { x: number; y: number; width: number; height: number } | null,
  expected: { x: number; y: number; width: number; height: number } | null,
): void {
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(
      Math.abs((box?.[side] ?? 0) - (expected?.[side] ?? Infinity)),
      `${side}: ${JSON.stringify([box, expected])}`,
    ).toBeLessThan(1);
  }
}

/** Throttles the page's network like a weak mobile signal and adds up its layout shifts. */
async function slowNetworkWithShifts(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_LATENCY_MS,
    downloadThroughput: (SLOW_KBPS * 1000) / 8,
    uploadThroughput: (SLOW_KBPS * 1000) / 8,
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __kqShift: number; __kqAppRenderedAt?: number };
    w.__kqShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
        w.__kqShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // When the app first renders into #root: a paint before it can only be the HTML's skeleton.
    const watch = new MutationObserver(() => {
      if (document.getElementById('root')?.firstChild) {
        w.__kqAppRenderedAt = performance.now();
        watch.disconnect();
      }
    });
    watch.observe(document, { childList: true, subtree: true });
  });
}

/** Keeps every largest-contentful-paint entry of the page: the element's text and its time. */
async function watchLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __kqLargest: Array<{ text: string; at: number }> };
    w.__kqLargest = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element }>) {
        w.__kqLargest.push({ text: entry.element?.textContent ?? '', at: entry.startTime });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The largest paints {@link watchLargestPaints} kept, in order. */
const largestPaints = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __kqLargest: Array<{ text: string; at: number }> }).__kqLargest,
  );

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __kqShift: number }).__kqShift);

/**
 * The first contentful paint, the app's first render and when the page's first other response (a
 * script, a stylesheet, a call) had arrived, on the page's clock.
 */
const paintAndRender = (page: Page) =>
  page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    render: (window as unknown as { __kqAppRenderedAt?: number }).__kqAppRenderedAt ?? Infinity,
    firstResource: Math.min(
      ...performance
        .getEntriesByType('resource')
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
    ),
  }));

test.describe('first paint on a slow network', () => {
  test('the document itself carries the skeleton, its style and the script that picks its shape', async ({
    page,
  }) => {
    const response = await page.request.get('/', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['content-encoding']).toBe('br');
    const html = await response.text();
    expect(html).toMatch(/<style>[^<]*\.boot-score\{[^<]*<\/style>/);
    expect(html).toMatch(/<script>[^<]*data-boot[^<]*<\/script>/);
    expect(html).toContain('<div id="boot" class="boot"');
    expect(html).toContain('<div class="boot-score"></div>');
    // Nothing the skeleton needs is a file of its own, and the app's stylesheet comes after it.
    expect(html).not.toMatch(/(src|href)="[^"]*boot\.(js|css)"/);
    expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(html.indexOf('<div id="boot"'));
    // The home hero's script comes right after the skeleton whose hero it fills.
    expect(html).toMatch(
      /<div id="boot"[\s\S]*boot-hero__quote[\s\S]*<script>[^<]*__KANQIU_HOME_QUOTE__/,
    );
    // So does the model page's intro script, which fills the model's words in.
    expect(html).toMatch(
      /<div id="boot"[\s\S]*boot-model__description[\s\S]*<script>[^<]*__KANQIU_BOOT_MODEL__/,
    );
    // The policy allows those blocks by their hashes, never any inline code.
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+'){3};/);
    expect(policy).toMatch(/style-src 'self' 'sha256-[^']+';/);
    expect(policy).not.toContain('unsafe-inline');
  });

  test('a match page paints its skeleton before any script, then its score with no layout shift', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, FIRST_HALF);
    await slowNetworkWithShifts(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __kqLargest: Array<{ url: string; at: number }> };
      w.__kqLargest = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { url: string }>) {
          w.__kqLargest.push({ url: entry.url, at: entry.startTime });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`/#/pages/soccer/live/live?match_id=${FINAL}`, { waitUntil: 'commit' });

    await expect(page.locator('#boot .boot-match')).toBeVisible({ timeout: SKELETON_BY_MS });
    // The score header's place is held at the height the page itself holds (match.css).
    await expect(page.locator('#boot .boot-score')).toHaveCSS('height', '144px');
    // The first advert image, named by the document, is drawn in the skeleton's advert box.
    const bootAdvert = page.locator('#boot .boot-advert span');
    await expect(bootAdvert).toHaveCSS('background-image', /\/static\/banners\/[\w-]+\.svg\?v=/);
    const bootAdvertBox = await bootAdvert.boundingBox();
    await kq.screenshot('first-paint-live-skeleton');

    await expect(page.getByTestId('match-score')).toHaveText('0-0', { timeout: 20_000 });
    await expect(page.locator('#boot')).toHaveCount(0);
    // The app's banner shows that image in the very box the skeleton drew it in, and the page's
    // largest paint stayed the skeleton's, from before the app had rendered.
    const image = page.locator('.kq-banner__image').first();
    await expect(image).toBeVisible();
    const bannerBox = await page.locator('.kq-banner').boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs((bannerBox?.[side] ?? 0) - (bootAdvertBox?.[side] ?? Infinity))).toBeLessThan(
        1,
      );
    }
    const largest = await page.evaluate(
      () => (window as unknown as { __kqLargest: Array<{ url: string; at: number }> }).__kqLargest,
    );
    expect(largest.at(-1)?.url).toBe(await image.evaluate((img: HTMLImageElement) => img.src));
    expect(largest.at(-1)?.at).toBeLessThan((await paintAndRender(page)).render);
    // The first paint came from the HTML alone, before any other response had arrived, so before
    // the app had rendered anything, and early.
    const { paint, render, firstResource } = await paintAndRender(page);
    expect(paint).toBeLessThan(firstResource);
    expect(paint).toBeLessThan(render);
    expect(paint).toBeLessThan(SKELETON_BY_MS);
    expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_CLS);
    await kq.screenshot('first-paint-live-content');

    // The document asked for the page's own code itself, before the entry script had even arrived
    // (route-preload.config.ts), instead of once the entry had run and found the route.
    const starts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd })),
    );
    const entry = starts.find((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name));
    const ownCode = starts.find((resource) => /\/assets\/live-page-[^/]+\.js$/.test(resource.name));
    expect(ownCode?.start).toBeLessThan(entry?.end ?? 0);
    // The advert image, the page's largest paint, was asked for before every script but the entry:
    // the entry's imports are asked for by boot.js after it, not by the document's head, where
    // the browser would find them first (first-paint.config.ts).
    const advert = starts.find((resource) => /\/static\/banners\//.test(resource.name));
    const scripts = starts.filter(
      (resource) => resource.name.endsWith('.js') && resource !== entry,
    );
    expect(scripts.length).toBeGreaterThan(10);
    for (const script of scripts)
      expect(advert?.start, script.name).toBeLessThanOrEqual(script.start);
    // Stylesheets loaded with the page's code come after the app's stylesheet, at the end of the
    // body, so they win their ties against it (stylesheet-order.config.ts).
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => ({
        href: link.getAttribute('href') ?? '',
        inBody: link.parentElement === document.body,
      })),
    );
    expect(sheets.length).toBeGreaterThan(1);
    expect(sheets[0]?.href).toMatch(/\/assets\/index-[^/]+\.css$/);
    expect(sheets.every((sheet) => sheet.inBody)).toBe(true);
  });

  test('the skeleton draws no advert the reader closed today, nor one of another API', async ({
    page,
  }) => {
    // Only the document's own script matters here: the app's scripts are held and never run.
    await page.route('**/assets/*.js', () => {});
    const live = `/#/pages/soccer/live/live?match_id=${FINAL}`;
    await page.goto(live, { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-boot-advert', '');
    await page.evaluate(() => {
      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      localStorage.setItem('kanqiu.matchAdvertClosedOn', today);
    });
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-boot', /match/);
    await expect(page.locator('html')).not.toHaveAttribute('data-boot-advert');
    await page.evaluate(() => localStorage.clear());
    await page.addInitScript(() => {
      (window as unknown as { __KANQIU_CONFIG__: object }).__KANQIU_CONFIG__ = {
        apiBase: 'https://api.example.invalid',
      };
    });
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-boot', /match/);
    await expect(page.locator('html')).not.toHaveAttribute('data-boot-advert');
  });

  test('the entry page paints a list skeleton with its hero, then its matches with no layout shift', async ({
    page,
    kq,
  }) => {
    await slowNetworkWithShifts(page);
    await watchLargestPaints(page);
    // The app's entry waits until the document's skeleton has been read: on a busy machine the test
    // could otherwise reach for the skeleton after the page had replaced it.
    const releaseEntry = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto('/#/', { waitUntil: 'commit' });
    await expect(page.locator('#boot .boot-list')).toBeVisible({ timeout: SKELETON_BY_MS });
    await expect(page.locator('#boot .boot-match')).toBeHidden();
    // The hero's tagline and quote are drawn by the document itself (boot-hero.js).
    await expect(page.locator('#boot .boot-hero__tagline')).toHaveText(
      '比分直播 · 文字直播 · 赛事数据',
    );
    const bootQuote = page.locator('#boot .boot-hero__quote');
    await expect(bootQuote).not.toBeEmpty();
    const quote = (await bootQuote.textContent()) ?? '';
    const bootQuoteBox = await bootQuote.boundingBox();
    // A first visit (no token, nothing followed): 我的关注's invitation is drawn by the document too.
    const bootInvite = page.locator('#boot .boot-follow__text');
    await expect(bootInvite).toHaveText(INVITE);
    await expect(page.locator('#boot .boot-follow__title')).toHaveText('我的关注');
    const bootInviteBox = await bootInvite.boundingBox();
    await kq.screenshot('first-paint-home-skeleton');
    releaseEntry();

    await expect(page.locator('.home-match').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#boot')).toHaveCount(0);
    // The hero's script left the body once it had run: its source is no text of the page.
    await expect(page.locator('body script:not([src])')).toHaveCount(0);
    // The page took the same quote and invitation over, in the very places the document drew them.
    const appQuote = page.locator('.home-hero__quote');
    await expect(appQuote).toHaveText(quote);
    expectSameBox(await appQuote.boundingBox(), bootQuoteBox);
    const appInvite = page.getByTestId('follow-invite').locator('.follow-invite__text');
    await expect(appInvite).toHaveText(INVITE);
    expectSameBox(await appInvite.boundingBox(), bootInviteBox);
    // The invitation, two lines long, is the page's largest text: painted from the document alone,
    // before any script had arrived, and nothing larger came after it.
    const { paint, render, firstResource } = await paintAndRender(page);
    const largest = await largestPaints(page);
    expect(largest.at(-1)?.text).toBe(INVITE);
    expect(largest.at(-1)?.at).toBeLessThan(firstResource);
    expect(paint).toBeLessThan(firstResource);
    expect(paint).toBeLessThan(render);
    expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_CLS);
  });

  test('a fan who follows a team or has a token is not invited from the document', async ({
    page,
  }) => {
    // The app's entry is held: what shows is the document's own skeleton.
    await page.route(/\/assets\/index-[^/]+\.js$/, () => new Promise<void>(() => {}));
    for (const [key, value] of [
      ['kq.follows', JSON.stringify({ follows: [TEAM_FOLLOW], alerts: null })],
      ['token', 'a-token-from-the-host'],
    ]) {
      await page.goto('/favicon.svg');
      await page.evaluate(
        ([k, v]) => {
          localStorage.clear();
          localStorage.setItem(k as string, v as string);
        },
        [key, value],
      );
      await page.goto('/#/', { waitUntil: 'commit' });
      await expect(page.locator('#boot .boot-list')).toBeVisible();
      await expect(page.locator('#boot .boot-follow')).toBeHidden();
      await expect(page.locator('#boot .boot-entry')).toBeVisible();
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test("the model page draws the chosen model's intro from the document and holds it until its models are in", async ({
    page,
    kq,
  }) => {
    const init = await page.request.post('/api/mod/modInit', { data: {} });
    const models: Array<{ key: string; name: string; description: string }> = (await init.json())
      .data.models;
    // The first model's two-line description is the page's largest text (another model's one line
    // is smaller than the record's rule, drawn with the record).
    const chosen = models[0];
    expect(chosen).toBeDefined();
    await slowNetworkWithShifts(page);
    await watchLargestPaints(page);
    const releaseEntry = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
    const releaseModels = await holdRequests(page, /\/api\/mod\/modInit$/);
    await page.goto(`/#/pages/soccer/model/model?model=${chosen?.key}`, { waitUntil: 'commit' });
    await expect(page.locator('#boot .boot-model')).toBeVisible({ timeout: SKELETON_BY_MS });
    const bootName = page.locator('#boot .boot-model__name');
    const bootDescription = page.locator('#boot .boot-model__description');
    await expect(bootName).toHaveText(chosen?.name ?? '');
    await expect(bootDescription).toHaveText(chosen?.description ?? '');
    await expect(page.locator('#boot .boot-model__links')).toHaveText('模型说明 ›数据表 ›');
    const bootNameBox = await bootName.boundingBox();
    const bootDescriptionBox = await bootDescription.boundingBox();
    await kq.screenshot('first-paint-model-skeleton');
    releaseEntry();

    // The page's code has run and shows its own loading state beneath: the document's intro stays
    // over it while the models are still on their way.
    await expect(page.locator('#root [aria-label="正在加载模型…"]')).toBeAttached({
      timeout: 20_000,
    });
    await expect(bootDescription).toBeVisible();
    releaseModels();

    const appDescription = page.locator('.model-intro__description');
    await expect(appDescription).toHaveText(chosen?.description ?? '', { timeout: 20_000 });
    await expect(page.locator('#boot')).toHaveCount(0);
    await expect(page.locator('body script:not([src])')).toHaveCount(0);
    expectSameBox(await page.locator('.model-intro__name').boundingBox(), bootNameBox);
    expectSameBox(await appDescription.boundingBox(), bootDescriptionBox);
    // The description is the page's largest text: painted from the document alone, before any
    // script had arrived, and nothing larger came after it.
    const { paint, firstResource } = await paintAndRender(page);
    const largest = await largestPaints(page);
    expect(largest.at(-1)?.text).toBe(chosen?.description);
    expect(largest.at(-1)?.at).toBeLessThan(firstResource);
    expect(paint).toBeLessThan(firstResource);
    expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_CLS);
  });

  test('a model page whose models fail shows its notice, not the held skeleton', async ({
    page,
  }) => {
    await page.route(/\/api\/mod\/modInit$/, (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' }),
    );
    await page.goto('/#/pages/soccer/model/model');
    await expect(page.locator('#boot')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText(/数据请求失败/)).toBeVisible();
  });

  test('an unknown path takes the skeleton away with the not-found page', async ({ page }) => {
    await page.goto('/#/pages/no/such/page');
    await expect(page.locator('#boot')).toHaveCount(0);
    await expect(page.locator('#root')).not.toBeEmpty();
  });
});
