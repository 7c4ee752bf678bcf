import type { Page } from '@playwright/test';
import { STATISTICS_REFETCH_INTERVAL_MS } from '../src/pages/basketball/statistics/statistics-refresh';
import { expect, test } from './fixtures';

/**
 * The box score of Game 5 of the 2024 NBA Finals (Boston 106–88 Dallas) as ESPN lists it: Tatum 31
 * points in 45 minutes, Dončić 28; Tillman, Queta, Springer and Walsh did not play.
 */
const GAME_5 = '401656363';
const GAME_5_DURATION = 8484;
const SECOND_QUARTER = 2000;
/** Ten replay minutes on: the score has moved since the second quarter. */
const LATER_IN_THE_GAME = SECOND_QUARTER + 600;
const STATISTICS = `/#/pages/basketball/statistics/statistics?match_id=${GAME_5}`;

const table = (page: Page) => page.getByRole('table', { name: /球员技术统计/ });

/** The player names of one group (`starters`, `bench`), top to bottom. */
async function names(page: Page, group: string): Promise<string[]> {
  return table(page).locator(`tbody[data-group="${group}"] .bb-box__name`).allTextContents();
}

function playerRow(page: Page, name: string) {
  return table(page).locator('tr', { has: page.getByText(name, { exact: true }) });
}

test.describe('basketball statistics page', () => {
  test('shows the real box score, starters above the bench, and the totals', async ({
    page,
    kq,
  }) => {
    await kq.seek(GAME_5, GAME_5_DURATION);
    const log = kq.watchSockets();
    await page.goto(STATISTICS);
    await expect(page.getByTestId('match-status')).toHaveText('完场');
    await expect(await names(page, 'starters')).toEqual([
      '塔图姆',
      '霍福德',
      '霍勒迪',
      '怀特',
      '布朗',
    ]);
    const tatum = playerRow(page, '塔图姆').locator('td');
    // 球员, 时间, 得分, 篮板, 助攻, 投篮, 三分, 罚球 …
    await expect(tatum.nth(0)).toContainText('#0 小前锋');
    await expect(tatum.nth(1)).toHaveText('45');
    await expect(tatum.nth(2)).toHaveText('31');
    await expect(tatum.nth(3)).toHaveText('8');
    await expect(tatum.nth(4)).toHaveText('11');
    await expect(tatum.nth(5)).toHaveText('11-24');
    await expect(playerRow(page, '蒂尔曼').locator('td').nth(1)).toHaveText('未上场 · 教练决定');
    const totals = table(page).locator('tfoot td');
    await expect(totals.nth(0)).toHaveText('合计');
    await expect(totals.nth(2)).toHaveText('106');
    await expect(totals.nth(5)).toHaveText('38-8942.7%');

    // One column sorted at a time: ascending, descending, unsorted; the groups stay apart.
    const points = page.getByRole('columnheader', { name: /得分/ });
    await points.getByRole('button').click();
    await expect(points).toHaveAttribute('aria-sort', 'ascending');
    await points.getByRole('button').click();
    await expect(points).toHaveAttribute('aria-sort', 'descending');
    expect(await names(page, 'starters')).toEqual(['塔图姆', '布朗', '霍勒迪', '怀特', '霍福德']);
    expect((await names(page, 'bench'))[0]).toBe('豪瑟');
    await points.getByRole('button').click();
    await expect(points).toHaveAttribute('aria-sort', 'none');
    expect(await names(page, 'starters')).toEqual(['塔图姆', '霍福德', '霍勒迪', '怀特', '布朗']);

    await page.getByRole('tab', { name: '独行侠' }).click();
    await expect(table(page)).toHaveAccessibleName('独行侠 球员技术统计');
    await expect(playerRow(page, '东契奇').locator('td').nth(2)).toHaveText('28');
    await expect(playerRow(page, '莫里斯').locator('td').nth(1)).toHaveText('未上场 · 教练决定');
    // The statistics page reads the game over HTTP; it keeps no socket.
    expect(log.sockets).toHaveLength(0);
    await kq.screenshot('basketball-statistics-finished');
  });

  test('reloads the box score on its own while the game is on', async ({ page, kq }) => {
    // The page's clock is the test's: one interval passes at once instead of in 15 s.
    await page.clock.install();
    await kq.seek(GAME_5, SECOND_QUARTER);
    const log = kq.watchSockets();
    await page.goto(STATISTICS);
    const score = page.getByTestId('match-score');
    await expect(score).toHaveText(/^\d+-\d+$/);
    // Early in the game a bench player who has not come on yet says so (Brissett played 1 minute).
    await expect(playerRow(page, '布里塞特').locator('td').nth(1)).toHaveText('尚未登场');
    const before = await score.textContent();
    await kq.seek(GAME_5, LATER_IN_THE_GAME);
    const reloaded = page.waitForResponse((response) =>
      response.url().endsWith('/api/user/userScene'),
    );
    await page.clock.fastForward(STATISTICS_REFETCH_INTERVAL_MS);
    await reloaded;
    await expect(score).not.toHaveText(before ?? '');
    const total = Number(await table(page).locator('tfoot td').nth(2).textContent());
    expect(total).toBe(Number((await score.textContent())?.split('-')[0]));
    expect(log.sockets).toHaveLength(0);
  });

  test('the host’s refresh reloads the page once and answers refreshEnd', async ({ page, kq }) => {
    await kq.installFakeHost();
    await kq.seek(GAME_5, SECOND_QUARTER);
    await page.goto(STATISTICS);
    await expect(table(page)).toBeVisible();
    await expect
      .poll(async () => (await kq.hostCalls()).find((c) => c.name === 'getMatchId')?.args)
      .toEqual([GAME_5]);
    let loads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/userScene')) loads++;
    });
    await kq.callHost('refresh');
    await expect
      .poll(async () => (await kq.hostCalls()).filter((c) => c.name === 'refreshEnd').length)
      .toBe(1);
    expect(loads).toBe(1);
    // With a native host its own tabs are shown, not the page's.
    await expect(page.locator('.match-subnav')).toHaveCount(0);
  });

  test('offers a reload when the box score cannot be fetched, and the reload recovers', async ({
    page,
    kq,
  }) => {
    kq.allowConsoleErrors(/Failed to load resource|ERR_FAILED/);
    await kq.seek(GAME_5, GAME_5_DURATION);
    await page.route('**/api/user/userScene', (route) => route.abort());
    await page.goto(STATISTICS);
    const reload = page.getByRole('button', { name: '重新加载' });
    await expect(reload).toBeVisible();
    await expect(page.getByText('数据请求失败，请')).toBeVisible();
    await kq.screenshot('basketball-statistics-failed');
    await page.unroute('**/api/user/userScene');
    await reload.click();
    await expect(playerRow(page, '塔图姆').locator('td').nth(2)).toHaveText('31');
  });
});
