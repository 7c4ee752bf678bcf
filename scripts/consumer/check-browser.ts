import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../chromium.ts';
import { serveStatic } from '../static-server.ts';
import { ConsumerFailure, expect } from './consumer-failure.ts';
import { LIVE_MATCH_ID } from './local-server.ts';

/** Longest wait for the first page push of the live final, ms. */
const PUSH_TIMEOUT_MS = 20_000;

/** A native host as the Android app attaches it: every call the page makes is recorded. */
function installFakeHost() {
  const calls: unknown[][] = [];
  Object.assign(window, { __hostCalls: calls });
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  Object.assign(window, {
    android: {
      refreshEnd: record('refreshEnd'),
      getMatchId: record('getMatchId'),
      deliverPageHeight: record('deliverPageHeight'),
      closeAdv: record('closeAdv'),
      getAdvMsg: record('getAdvMsg'),
    },
  });
}

const hostCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hostCalls: unknown[][] }).__hostCalls);

async function waitFor(page: Page, what: string, check: () => Promise<boolean>, timeout = 5000) {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new ConsumerFailure(`in Chromium: ${what}`);
    await page.waitForTimeout(100);
  }
}

/**
 * Opens the consumer app's Vite build in Chromium at 390 × 844 with a fake native host and the local
 * server's socket, and checks what a fan would see: the ui components styled and working, a push of
 * the live final on screen, and the bridge talking to the host both ways.
 */
export async function checkInBrowser(appDir: string, server: string): Promise<string> {
  const site = await serveStatic(path.join(appDir, 'dist'));
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const errors: string[] = [];
  try {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    const pushes: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes(`"up_time"`) && text.includes(`match_id_${LIVE_MATCH_ID}`)) {
          pushes.push(text);
        }
      }),
    );
    await page.addInitScript(installFakeHost);
    await page.goto(`${site.origin}/?server=${encodeURIComponent(server)}&match=${LIVE_MATCH_ID}`);

    // The stylesheet: theme variables on :root and the fixed columns' sticky positioning.
    const bg = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--kq-color-bg').trim(),
    );
    expect(bg, 'the @kanqiu/ui stylesheet is not applied: --kq-color-bg is not set on :root');
    const team = page.getByRole('columnheader', { name: '球队' });
    const position = await team.evaluate((cell) => getComputedStyle(cell).position);
    expect(position === 'sticky', `a fixed DataTable column is "${position}", not sticky`);

    // Tabs
    await page.getByRole('tab', { name: '赛程' }).click();
    expect(
      (await page.getByTestId('tab').textContent()) === '赛程' &&
        (await page.getByRole('tab', { name: '赛程' }).getAttribute('aria-selected')) === 'true',
      'clicking the tab 赛程 did not select it',
    );
    // DataTable sorting: unsorted → ascending → descending.
    const firstTeam = () => page.locator('tbody tr').first().textContent();
    expect((await firstTeam())?.includes('法国'), 'the table does not open in the given order');
    await page.getByRole('columnheader', { name: '净胜' }).click();
    await waitFor(page, 'sorting by 净胜 ascending did not put 澳大利亚 (−3) first', async () =>
      Boolean((await firstTeam())?.includes('澳大利亚')),
    );
    expect(
      (await page.getByTestId('table').getAttribute('data-sort')) === 'goalDiff:asc',
      'onSortChange did not report {key: goalDiff, order: asc}',
    );
    // EmptyState
    expect(await page.getByText('暂无赛程').isVisible(), 'the EmptyState text is not visible');
    // Banner: a carousel of two, Swiper loaded from the app's own chunk; a tap goes to the host.
    await waitFor(page, 'the banner carousel never started (Swiper not loaded)', async () =>
      ['running', 'paused'].includes(
        (await page.locator('.kq-banner').getAttribute('data-carousel')) ?? '',
      ),
    );
    await page.locator('.kq-banner__slide.swiper-slide-active button').click();
    // PullRefresh: a finger pulls the page down from the top.
    await page.evaluate(async () => {
      const root = document.querySelector('.kq-pull-refresh') as HTMLElement;
      const fire = (type: string, y: number) => {
        const point = new Touch({ identifier: 1, target: root, clientX: 100, clientY: y });
        const ended = type === 'touchend';
        root.dispatchEvent(
          new TouchEvent(type, {
            bubbles: true,
            cancelable: true,
            touches: ended ? [] : [point],
            changedTouches: [point],
          }),
        );
      };
      fire('touchstart', 100);
      for (let y = 110; y <= 300; y += 10) fire('touchmove', y);
      fire('touchend', 300);
    });
    await waitFor(page, 'a pull past the threshold did not call onRefresh', async () =>
      ['1', '2'].includes((await page.locator('main').getAttribute('data-refreshes')) ?? ''),
    );

    // LiveSocket: the subscribe answer, then a push over the socket, on screen.
    const live = page.getByTestId('live');
    await waitFor(
      page,
      `no push of the live final reached the page over the socket in ${PUSH_TIMEOUT_MS / 1000} s`,
      async () => pushes.length > 0 && (await live.getAttribute('data-state')) === 'open',
      PUSH_TIMEOUT_MS,
    );
    const firstUpTime = await live.getAttribute('data-up-time');
    await waitFor(
      page,
      'the live score did not change with the pushes',
      async () => (await live.getAttribute('data-up-time')) !== firstUpTime,
      PUSH_TIMEOUT_MS,
    );
    const score = (await live.textContent()) ?? '';
    expect(/法国 \d+ : \d+ 克罗地亚/.test(score), `the live score reads "${score}"`);

    // The bridge, both ways.
    await page.evaluate(() => {
      const host = window as unknown as Record<string, (value?: string) => void>;
      host.getPageHeight?.();
      host.sendToken?.('consumer-token');
      host.refresh?.();
    });
    await waitFor(page, 'the host never received deliverPageHeight', async () =>
      (await hostCalls(page)).some(([name]) => name === 'deliverPageHeight'),
    );
    const calls = await hostCalls(page);
    const named = (name: string) => calls.filter((call) => call[0] === name);
    expect(
      named('getMatchId').some((call) => call[1] === LIVE_MATCH_ID),
      `the host did not get getMatchId("${LIVE_MATCH_ID}"): ${JSON.stringify(calls)}`,
    );
    expect(
      named('deliverPageHeight').every((call) => /^[1-9]\d*$/.test(String(call[1]))),
      `deliverPageHeight sent no whole number: ${JSON.stringify(named('deliverPageHeight'))}`,
    );
    expect(
      named('getAdvMsg').some((call) => /"jump_url":"(kanqiu|https):/.test(String(call[1]))),
      `the banner tap did not reach the host as getAdvMsg: ${JSON.stringify(calls)}`,
    );
    expect(named('refreshEnd').length > 0, 'the host refresh() never answered refreshEnd');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token === 'Bearer consumer-token', `sendToken stored "${token}"`);

    const screenshot = path.join(appDir, 'consumer.png');
    await page.screenshot({ path: screenshot, fullPage: true });
    expect(errors.length === 0, `the page logged errors:\n    ${errors.join('\n    ')}`);
    return screenshot;
  } finally {
    await browser.close();
    await site.close();
  }
}
