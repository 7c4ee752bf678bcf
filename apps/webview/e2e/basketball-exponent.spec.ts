import { expect, test } from './fixtures';
import { expectedRate, rowCells } from './odds-helpers';

const GAME5 = '401656363';
const GAME5_DURATION = 8484;
const GAME1 = '401656359';
const GAME1_DURATION = 8010;
const EXPONENT = `/#/pages/basketball/exponent/exponent?match_id=${GAME5}`;

test.describe('basketball odds pages', () => {
  test('胜负, 让分 and 大小 with two-way return rates computed from the odds shown', async ({
    page,
    kq,
  }) => {
    await kq.seek(GAME5, 3000);
    await page.goto(EXPONENT);
    await expect(page.getByTestId('match-status')).toHaveText(/^第[1-4]节 \d{1,2}:\d{2}/);
    await expect(page.getByRole('tablist', { name: '指数类型' }).getByRole('tab')).toHaveText([
      '胜负',
      '让分',
      '大小',
    ]);
    // The game's other pages are a tab away.
    await expect(
      page.getByRole('tablist', { name: '比赛页面' }).getByRole('tab', { name: '指数' }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('note')).toContainText('仅供参考');

    for (const tab of ['胜负', '让分', '大小']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      for (const row of await page.locator('tr.odds-row').all()) {
        const cells = await rowCells(row);
        const odds = { arr1: Number(cells.arr1), arr2: 0, arr3: Number(cells.arr3) };
        expect(cells.rate).toBe(expectedRate(odds, false));
        if (tab === '胜负') expect(cells.arr2).toBeUndefined();
        if (tab === '让分') expect(cells.arr2).toMatch(/^(平手|(受让|让)\d+(\.5)?分)$/);
        if (tab === '大小') expect(cells.arr2).toMatch(/^\d{3}(\.5)?分$/);
      }
    }
    await page.getByRole('tab', { name: '让分' }).click();
    await kq.screenshot('basketball-exponent');
    await page.setViewportSize({ width: 360, height: 780 });
    await kq.screenshot('basketball-exponent-360');
  });

  test('odds move live with the game, and a bookmaker opens its history', async ({ page, kq }) => {
    await kq.seek(GAME5, 1200);
    await page.goto(EXPONENT);
    const current = page.locator('tbody.odds-company[data-company-id="1"] tr.odds-row--last');
    await expect(current).toBeVisible();
    const before = await rowCells(current);
    const score = await page.getByTestId('match-score').textContent();
    // Two more minutes of game clock: the replay moves on and every bookmaker reprices.
    await kq.seek(GAME5, 1900);
    await expect(page.getByTestId('match-score')).not.toHaveText(score ?? '', { timeout: 15_000 });
    await expect
      .poll(async () => JSON.stringify(await rowCells(current)), { timeout: 15_000 })
      .not.toBe(JSON.stringify(before));
    await expect(page.locator('.odds-table [data-flash-count]').first()).toBeAttached();

    await page.getByRole('button', { name: '远帆数据' }).click();
    await expect(page).toHaveURL(
      /\/pages\/basketball\/exponent\/detail\?.*company_id=2.*market=moneyline/,
    );
    await expect(page.getByRole('heading', { name: '远帆数据 · 胜负' })).toBeVisible();
    const rows = page.locator('.odds-history tbody tr');
    await expect(rows.last().locator('th')).toHaveText('赛前');
    await expect(rows.first().locator('th')).toHaveText(/^第[1-4]节 \d{1,2}:\d{2}/);
    for (const row of await rows.all()) {
      const cells = await rowCells(row);
      expect(cells.rate).toBe(
        expectedRate({ arr1: Number(cells.arr1), arr2: 0, arr3: Number(cells.arr3) }, false),
      );
    }
    await expect(page.locator('.kq-line-chart__tick')).toHaveText([
      '第1节',
      '第2节',
      '第3节',
      '第4节',
    ]);
    await kq.screenshot('basketball-exponent-detail');
    await page.setViewportSize({ width: 360, height: 780 });
    await kq.screenshot('basketball-exponent-detail-360');
  });

  test('a spread history writes its line in points, charted on its own', async ({ page, kq }) => {
    await kq.seek(GAME5, 3000);
    await page.goto(
      `/#/pages/basketball/exponent/detail?match_id=${GAME5}&company_id=4&market=spread`,
    );
    await expect(page.getByRole('heading', { name: '白鹭指数 · 让分' })).toBeVisible();
    await expect(page.locator('.kq-line-chart')).toHaveCount(2);
    for (const line of await page.locator('.odds-history td[data-col="arr2"]').allTextContents()) {
      expect(line).toMatch(/^(平手|(受让|让)\d+(\.5)?分)$/);
    }
  });

  test('Game 5 ends 106-88 and the odds socket closes for good', async ({ page, kq }) => {
    await kq.configure({ socketReconnectDelayMs: 300 });
    await kq.seek(GAME5, GAME5_DURATION - 3);
    const log = kq.watchSockets();
    await page.goto(EXPONENT);
    await expect(page.getByTestId('match-status')).toHaveText('完场', { timeout: 15_000 });
    await expect(page.getByTestId('match-score')).toHaveText('106-88');
    expect(log.sceneCalls.map((call) => call.scene)).toContain(
      `detail_basketball_odds_match_id_${GAME5}`,
    );
    await expect.poll(() => log.open().length).toBe(0);
    await page.waitForTimeout(1_500);
    expect(log.sockets).toHaveLength(1);
  });

  test('a finished game opens on its final odds and closes the socket', async ({ page, kq }) => {
    await kq.seek(GAME1, GAME1_DURATION + 60);
    const log = kq.watchSockets();
    await page.goto(`/#/pages/basketball/exponent/exponent?match_id=${GAME1}`);
    // Game 1: Boston beat Dallas 107-89.
    await expect(page.getByTestId('match-score')).toHaveText('107-89');
    await expect(page.getByTestId('match-status')).toHaveText('完场');
    await expect.poll(() => log.open().length).toBe(0);
    await kq.screenshot('basketball-exponent-finished');
  });
});
