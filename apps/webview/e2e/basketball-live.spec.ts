import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pullDown, recordPullStatuses } from './touch';
import { withoutScrollAnchoring } from './without-scroll-anchoring';

/**
 * Game 5 of the 2024 NBA Finals, Boston 106–88 Dallas (hoopR / ESPN). Replay second 1490 is the last
 * minute of the 1st quarter (Boston 28–18 at its end); 8484 is the final buzzer.
 */
const GAME_5 = '401656363';
const END_OF_FIRST = 1490;
const SECOND_QUARTER = 2200;
const GAME_5_DURATION = 8484;
/** Ten minutes before the tip-off: 20 s of the test clock, so a slow page load still sees it. */
const BEFORE_TIP_OFF = -600;
const LIVE = `/#/pages/basketball/live/live?match_id=${GAME_5}`;

/** Draws the plays waiting in the slot above the feed, if any wait. */
async function showHeldPlays(page: Page): Promise<void> {
  const held = page.locator('.bb-tlive .held-slot__button');
  if (await held.isVisible()) await held.click();
}

test.describe('basketball live page', () => {
  test('shows the real game and takes the plays as they are pushed', async ({ page, kq }) => {
    await kq.seek(GAME_5, END_OF_FIRST);
    await page.goto(LIVE);
    await expect(page.locator('.match-header__name').first()).toHaveText('凯尔特人');
    await expect(page.locator('.match-header__name').last()).toHaveText('独行侠');
    await expect(page.getByTestId('match-status')).toContainText('第1节');
    const firstKey = await page.locator('.bb-tlive__line').first().getAttribute('data-line-key');

    // The quarter ends and the 2nd starts while the test watches: a new period on top of the feed.
    // With the top of the feed in view, new plays wait in the slot above it until asked for.
    const second = page.locator('.bb-tlive__period[data-period="2"]');
    await expect(async () => {
      await showHeldPlays(page);
      await expect(second).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 20_000 });
    await expect(page.locator('.bb-tlive__period').first()).toHaveAttribute('data-period', '2');
    await expect(second.locator('.bb-tlive__line').last()).toContainText('第2节比赛开始');
    const first = page.locator('.bb-tlive__period[data-period="1"]');
    await expect(first.locator('.bb-tlive__line').first()).toContainText('第1节结束');
    // Only the lines near the viewport are drawn: the quarter's first play is drawn once in view.
    await first.locator('.bb-tlive__lines > :last-child').scrollIntoViewIfNeeded();
    await expect(first.locator('.bb-tlive__line').last()).toContainText('第1节比赛开始');
    expect(
      Number(await page.locator('.bb-tlive__line').first().getAttribute('data-line-key')),
    ).toBeGreaterThan(Number(firstKey));
    await expect(page.getByTestId('match-status')).toContainText('第2节');

    // Boston led 28–18 after the 1st quarter.
    const quarters = page.locator('.bb-quarters__table tbody tr');
    await expect(quarters.nth(0).locator('td').nth(0)).toHaveText('28');
    await expect(quarters.nth(1).locator('td').nth(0)).toHaveText('18');
  });

  test('before the tip-off shows the teams, a countdown, an empty feed and when the chart starts', async ({
    page,
    kq,
  }) => {
    await kq.seek(GAME_5, BEFORE_TIP_OFF);
    await page.goto(LIVE);
    await expect(page.getByTestId('kickoff-countdown')).toHaveText(/^距开赛 \d\d:\d\d$/);
    await expect(page.getByTestId('match-score')).toHaveText('VS');
    await expect(page.getByText('文字直播尚未开始')).toBeVisible();
    // The chart's place says when it starts, with no empty axes.
    await expect(page.getByTestId('flow-waiting')).toContainText('比赛开始后显示双方分差走势');
    await expect(page.getByTestId('flow-waiting')).toContainText(
      /北京时间 \d\d-\d\d \d\d:\d\d 开赛/,
    );
    await expect(page.locator('.bb-flow__bar')).toHaveCount(0);
    await expect(page.locator('.bb-quarters__table tbody tr').first().locator('td')).toHaveText([
      '-',
      '-',
      '-',
      '-',
      '-',
    ]);
    await kq.screenshot('basketball-live-before');
  });

  test('draws the game flow in four quarters of ten slices', async ({ page, kq }) => {
    await kq.seek(GAME_5, SECOND_QUARTER);
    await page.goto(LIVE);
    await expect(page.locator('.bb-flow__period')).toHaveCount(4);
    await expect(page.locator('.bb-flow__tick')).toHaveText(['第1节', '第2节', '第3节', '第4节']);
    const bars = await page.locator('.bb-flow__bar').count();
    expect(bars).toBeGreaterThan(5);
    expect(bars).toBeLessThanOrEqual(20);
    await expect(page.locator('.bb-flow__lead')).toHaveCount(1);
  });

  // Chromium keeps the place by its own scroll anchoring; WebKit has none, and the page keeps it.
  for (const mode of ['kept by the browser', 'kept by the page'] as const) {
    test(`keeps what the reader looks at in place when plays arrive above it (${mode})`, async ({
      page,
      kq,
    }) => {
      if (mode === 'kept by the page') await withoutScrollAnchoring(page);
      await kq.seek(GAME_5, SECOND_QUARTER);
      await page.goto(LIVE);
      const lines = page.locator('.bb-tlive__line');
      await expect(lines.nth(10)).toBeVisible();
      // Some 25 plays down into the feed (far plays are drawn as they come near, so the watched play
      // is the one in the middle of the screen once there).
      await page.evaluate(() => {
        const feed = document.querySelector('.bb-tlive');
        if (feed) window.scrollTo(0, window.scrollY + feed.getBoundingClientRect().top + 1500);
      });
      // The play at the middle of the screen, or the first below it (a period's title can be there).
      const middle = () =>
        page.evaluate(() => {
          for (let y = window.innerHeight / 2; y < window.innerHeight; y += 20) {
            const line = document
              .elementFromPoint(window.innerWidth / 2, y)
              ?.closest('.bb-tlive__line');
            if (line) return line.getAttribute('data-line-key');
          }
          return null;
        });
      await expect.poll(middle).not.toBeNull();
      const key = await middle();
      const anchor = page.locator(`.bb-tlive__line[data-line-key="${key}"]`);
      const top = (await anchor.boundingBox())?.y ?? 0;
      const newest = await lines.first().getAttribute('data-line-key');
      await expect(lines.first()).not.toHaveAttribute('data-line-key', newest ?? '', {
        timeout: 20_000,
      });
      const after = (await anchor.boundingBox())?.y ?? 0;
      expect(Math.abs(after - top)).toBeLessThanOrEqual(2);
    });
  }

  test('a block of plays that grew while the reader was far below leaves a gap of its height', async ({
    page,
    kq,
  }) => {
    test.setTimeout(60_000);
    await kq.seek(GAME_5, SECOND_QUARTER);
    await page.goto(LIVE);
    await expect(page.locator('.bb-tlive__line').nth(10)).toBeVisible();
    const newest = await page.locator('.bb-tlive__block').first().getAttribute('data-block-key');
    // Far below the newest block: it grows out of the reader's sight, then a newer block starts.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const gap = page.locator(`.bb-tlive__gap[data-block-key="${newest}"]`);
    await expect(gap).toHaveCount(1, { timeout: 40_000 });
    const gapHeight = await gap.evaluate((element) => element.getBoundingClientRect().height);
    // Back at the top the block is drawn again, as tall as the gap it left.
    await page.evaluate(() => window.scrollTo(0, 0));
    const block = page.locator(`.bb-tlive__block[data-block-key="${newest}"]`);
    await expect(block).toHaveCount(1);
    const drawnHeight = await block.evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.abs(drawnHeight - gapHeight)).toBeLessThanOrEqual(1);
  });

  test('pull-to-refresh shows loading for a second and reopens the socket', async ({
    page,
    kq,
  }) => {
    await kq.seek(GAME_5, SECOND_QUARTER);
    const log = kq.watchSockets();
    await page.goto(LIVE);
    await expect(page.getByTestId('match-score')).toHaveText(/^\d+-\d+$/);
    await expect.poll(() => log.sockets.length).toBe(1);
    const pullStatuses = await recordPullStatuses(page);
    await pullDown(page, { fromY: 520 });
    await expect.poll(pullStatuses).toContain('loading');
    await expect.poll(() => log.sockets.length).toBe(2);
    await expect(page.locator('.kq-pull-refresh[data-status="idle"]')).toBeVisible({
      timeout: 5_000,
    });
    expect(log.open()).toHaveLength(1);
  });

  test('closes the socket for good when the game is over', async ({ page, kq }) => {
    await kq.configure({ socketReconnectDelayMs: 300 });
    await kq.seek(GAME_5, GAME_5_DURATION - 4);
    const log = kq.watchSockets();
    await page.goto(LIVE);
    await expect(page.getByTestId('match-status')).toHaveText('完场', { timeout: 15_000 });
    await expect(page.getByTestId('match-score')).toHaveText('106-88');
    // The quarters of the real game: 28-18, 39-28, 19-21, 20-21.
    const cells = (row: number) =>
      page.locator('.bb-quarters__table tbody tr').nth(row).locator('td');
    await expect(cells(0)).toHaveText(['28', '39', '19', '20', '106']);
    await expect(cells(1)).toHaveText(['18', '28', '21', '21', '88']);
    await expect(async () => {
      await showHeldPlays(page);
      await expect(page.locator('.bb-tlive__line').first()).toContainText('全场比赛结束', {
        timeout: 500,
      });
    }).toPass();
    await expect.poll(() => log.open().length).toBe(0);
    await page.waitForTimeout(1_500);
    expect(log.sockets).toHaveLength(1);
    await expect(page.locator('.match-header__conn')).toHaveCount(0);
    await kq.screenshot('basketball-live-finished');
  });

  test('moves between the game’s pages with the tabs', async ({ page, kq }) => {
    await kq.seek(GAME_5, SECOND_QUARTER);
    await page.goto(LIVE);
    const tabs = page.getByRole('navigation', { name: '比赛页面' });
    await expect(tabs.getByRole('tab')).toHaveText([
      '赛况',
      '直播',
      '统计',
      '数据',
      '综合',
      '指数',
    ]);
    await tabs.getByRole('tab', { name: '统计' }).click();
    await expect(page).toHaveURL(
      /#\/pages\/basketball\/statistics\/statistics\?match_id=401656363$/,
    );
    await expect(page.getByRole('table', { name: /凯尔特人 球员技术统计/ })).toBeVisible();
    await page
      .getByRole('navigation', { name: '比赛页面' })
      .getByRole('tab', { name: '指数' })
      .click();
    await expect(page).toHaveURL(/#\/pages\/basketball\/exponent\/exponent\?match_id=401656363$/);
  });
});
