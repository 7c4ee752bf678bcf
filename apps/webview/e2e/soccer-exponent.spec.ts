import { expect, test } from './fixtures';
import { companySnapshot, expectedRate, rowCells } from './odds-helpers';

const FINAL = '2058017';
const FINAL_DURATION = 6811;
const EXPONENT = `/#/pages/soccer/exponent/exponent?match_id=${FINAL}`;
const COMPANIES = ['青岚指数', '远帆数据', '北辰体育', '白鹭指数'];

test.describe('football odds page', () => {
  test('shows every bookmaker, and each return rate is the one the shown odds give', async ({
    page,
    kq,
  }) => {
    // 20th minute of the 2018 final: France lead 1-0 through Mandžukić's own goal; at 30× Perišić's
    // equaliser is about 16 s away, however slowly the page loads.
    await kq.seek(FINAL, 1200);
    await page.goto(EXPONENT);
    await expect(page.getByTestId('match-score')).toHaveText('1-0');
    await expect(page.getByRole('tab', { name: '欧指' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('note')).toContainText('博彩公司名称均为虚构');
    await expect(page.locator('.odds-company__open')).toHaveText(COMPANIES);

    for (const [tab, threeWay] of [
      ['欧指', true],
      ['亚指', false],
      ['大小', false],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      for (const company of await page.locator('tbody.odds-company').all()) {
        const { first, last, moves } = await companySnapshot(company);
        for (const cells of [first, last]) {
          const line = Number.parseFloat(cells.arr2 ?? '');
          const odds = {
            arr1: Number(cells.arr1),
            arr2: threeWay ? line : 0,
            arr3: Number(cells.arr3),
          };
          expect(cells.rate).toBe(expectedRate(odds, threeWay));
        }
        // The current odds are marked against the opening ones: red ↑ up, green ↓ down.
        for (const col of ['arr1', 'arr3'] as const) {
          const change = Number(last[col]) - Number(first[col]);
          expect(moves[col]).toBe(change > 0 ? 'up' : change < 0 ? 'down' : null);
        }
        if (tab === '亚指') {
          // Handicaps the Chinese way: 平手, 半球, 一球/球半 …, 受让 when the home side receives.
          expect(last.arr2).toMatch(
            /^(受让)?(平手|平半|半球|半一|[一两三四五]?球半?(\/[一两三四五]?球半?)?)$/,
          );
        }
        if (tab === '大小') expect(last.arr2).toMatch(/^(\d+(\.5)?球|\d+(\.5)?\/\d+(\.5)?)$/);
      }
    }
    await page.getByRole('tab', { name: '欧指' }).click();
    await kq.screenshot('soccer-exponent');
  });

  test('odds change while the match plays: values flash, the score follows', async ({
    page,
    kq,
  }) => {
    // The socket's pushes are held back until the first render has been checked: at 30× the odds
    // drift every few seconds, so without holding them a slow page could already have flashed.
    let holding = true;
    await page.routeWebSocket(/\/ws(\?.*)?$/, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (holding && String(message).startsWith('{"type":"page_')) return;
        socket.send(message);
      });
      socket.onMessage((message) => server.send(message));
    });
    await kq.seek(FINAL, 1200);
    await page.goto(EXPONENT);
    await expect(page.getByTestId('match-score')).toHaveText('1-0');
    const current = page.locator('tbody.odds-company[data-company-id="1"] tr.odds-row--last');
    const before = await rowCells(current);
    await expect(page.locator('.odds-table [data-flash-count]')).toHaveCount(0);
    holding = false;

    // Perišić levels at 28': every bookmaker reprices within a minute of replay time.
    await kq.seek(FINAL, 1660);
    await expect(page.getByTestId('match-score')).toHaveText('1-1', { timeout: 15_000 });
    await expect
      .poll(async () => (await rowCells(current)).arr1, { timeout: 15_000 })
      .not.toBe(before.arr1);
    await expect(page.locator('.odds-table [data-flash-count]').first()).toBeAttached();
    // France's price lengthens once Croatia are level.
    expect(Number((await rowCells(current)).arr1)).toBeGreaterThan(Number(before.arr1));
  });

  test('keeps the bookmaker column in place when the table scrolls sideways at 360 px', async ({
    page,
    kq,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await kq.seek(FINAL, 2400);
    await page.goto(`${EXPONENT}&market=asia`);
    await expect(page.getByRole('tab', { name: '亚指' })).toHaveAttribute('aria-selected', 'true');
    const scroller = page.locator('.odds-scroll');
    const name = page.locator('.odds-company__name').first();
    const rate = page.locator('tbody.odds-company').first().locator('td[data-col="rate"]').first();
    const nameBefore = await name.boundingBox();
    const rateBefore = await rate.boundingBox();
    expect(await scroller.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    await kq.screenshot('soccer-exponent-360');
    await scroller.evaluate((node) => {
      node.scrollLeft = 120;
    });
    await expect.poll(async () => (await rate.boundingBox())?.x).toBeLessThan(rateBefore?.x ?? 0);
    expect((await name.boundingBox())?.x).toBe(nameBefore?.x);
    await kq.screenshot('soccer-exponent-360-scrolled');
  });

  test('a bookmaker opens its history for the market shown', async ({ page, kq }) => {
    await kq.seek(FINAL, 2400);
    await page.goto(`${EXPONENT}&market=total`);
    await page.getByRole('button', { name: '北辰体育' }).click();
    await expect(page).toHaveURL(/\/pages\/soccer\/exponent\/detail\?/);
    const url = new URL(page.url().replace('#/', ''));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      match_id: FINAL,
      company_id: '3',
      market: 'total',
    });
    await expect(page.getByRole('heading', { name: '北辰体育 · 大小' })).toBeVisible();
    // Back lands on the same market.
    await page.goBack();
    await expect(page.getByRole('tab', { name: '大小' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a finished match closes the odds socket for good', async ({ page, kq }) => {
    await kq.configure({ socketReconnectDelayMs: 300 });
    await kq.seek(FINAL, FINAL_DURATION - 4);
    const log = kq.watchSockets();
    await page.goto(EXPONENT);
    await expect(page.getByTestId('match-status')).toHaveText('完场', { timeout: 15_000 });
    await expect(page.getByTestId('match-score')).toHaveText('4-2');
    expect(log.sceneCalls.map((call) => call.scene)).toContain(
      `detail_football_odds_match_id_${FINAL}`,
    );
    await expect.poll(() => log.open().length).toBe(0);
    await page.waitForTimeout(1_500);
    expect(log.sockets).toHaveLength(1);
    // Nothing moves after the final whistle: switching markets shows new values without a flash.
    for (const tab of ['亚指', '大小', '欧指']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.locator('.odds-table')).toHaveAttribute('data-market', /\w+/);
      await expect(page.locator('.odds-table [data-flash-count]')).toHaveCount(0);
    }
    await kq.screenshot('soccer-exponent-finished');
  });

  test('the match tabs lead to the odds page', async ({ page, kq }) => {
    await kq.seek(FINAL, 2400);
    await page.goto(`/#/pages/soccer/facts/facts?match_id=${FINAL}`);
    await page.getByRole('tab', { name: '指数' }).click();
    await expect(page).toHaveURL(/\/pages\/soccer\/exponent\/exponent\?match_id=2058017/);
    await expect(page.locator('.odds-company__open')).toHaveCount(4);
  });
});
