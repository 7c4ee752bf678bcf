import type { ModelDay, ModelInit } from '@kanqiu/core/contract/match';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pullDown } from './touch';

const TABLE = '/#/pages/soccer/model/model-table';

async function call<T>(request: APIRequestContext, path: string, body: object): Promise<T> {
  const response = await request.post(path, { data: body });
  return ((await response.json()) as { data: T }).data;
}

/** The JS picks of the 20 latest days with picks up to the day the model pages open on. */
async function expectedRows(request: APIRequestContext) {
  const init = await call<ModelInit>(request, '/api/mod/modInit', {});
  const dates = init.dates.filter((date) => date <= init.default_date).slice(0, 20);
  const days = await Promise.all(
    dates.map((date) => call<ModelDay>(request, '/api/ai2/yyModel2', { date })),
  );
  return days.flatMap((day) => day.picks);
}

function column(page: Page, index: number): Promise<string[]> {
  return page.locator(`.pick-table tbody tr td:nth-child(${index})`).allTextContents();
}

function header(page: Page, name: string): Locator {
  return page.getByRole('columnheader', { name });
}

test.describe('model table', () => {
  test('lists the picks of the latest 20 days and sorts one column at a time', async ({
    page,
    kq,
  }) => {
    const picks = await expectedRows(page.request);
    await page.goto(TABLE);
    const rows = page.locator('.pick-table tbody tr');
    await expect(rows).toHaveCount(picks.length);
    await expect(page.locator('.pick-tally__range')).toContainText(`共${picks.length}场`);
    const win = picks.filter((pick) => pick.result === 'win').length;
    const lose = picks.filter((pick) => pick.result === 'lose').length;
    await expect(page.locator('.pick-tally__line').first()).toContainText(
      `命中${win} · 未中${lose}`,
    );
    await expect(page.locator('.pick-tally__line').first()).toContainText(
      `命中率 ${((win / (win + lose)) * 100).toFixed(1)}%`,
    );

    // 概率 is the sixth column: unsorted → ascending → descending → unsorted.
    const given = await column(page, 6);
    const numbers = (texts: string[]) => texts.map((text) => Number.parseFloat(text));
    await header(page, '概率').getByRole('button').click();
    await expect(header(page, '概率')).toHaveAttribute('aria-sort', 'ascending');
    const ascending = numbers(await column(page, 6));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await header(page, '概率').getByRole('button').click();
    await expect(header(page, '概率')).toHaveAttribute('aria-sort', 'descending');
    const descending = numbers(await column(page, 6));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await header(page, '概率').getByRole('button').click();
    await expect(header(page, '概率')).toHaveAttribute('aria-sort', 'none');
    expect(await column(page, 6)).toEqual(given);

    // Sorting another column unsorts the first.
    await header(page, '概率').getByRole('button').click();
    await header(page, '指数').getByRole('button').click();
    await expect(header(page, '指数')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(page, '概率')).toHaveAttribute('aria-sort', 'none');
    const odds = numbers(await column(page, 7));
    expect(odds).toEqual([...odds].sort((a, b) => a - b));
    await kq.screenshot('soccer-model-table');
  });

  test('selection with select-all tallies the selected picks', async ({ page }) => {
    const picks = await expectedRows(page.request);
    await page.goto(TABLE);
    await expect(page.locator('.pick-table tbody tr')).toHaveCount(picks.length);
    await page.getByRole('checkbox', { name: '全选' }).check();
    await expect(page.locator('.pick-tally__line').nth(1)).toContainText(`已选${picks.length}场`);

    // Uncheck the first row: select-all turns indeterminate and the tally drops that pick.
    await page.getByRole('checkbox', { name: '选择第1行' }).uncheck();
    expect(
      await page
        .getByRole('checkbox', { name: '全选' })
        .evaluate((box) => (box as HTMLInputElement).indeterminate),
    ).toBe(true);
    const rest = picks.slice(1);
    const win = rest.filter((pick) => pick.result === 'win').length;
    const lose = rest.filter((pick) => pick.result === 'lose').length;
    const tally = page.locator('.pick-tally__line').nth(1);
    await expect(tally).toContainText(`已选${rest.length}场`);
    await expect(tally).toContainText(`命中${win} · 未中${lose}`);
    await expect(tally).toContainText(`命中率 ${((win / (win + lose)) * 100).toFixed(1)}%`);

    await page.getByRole('checkbox', { name: '全选' }).click();
    await page.getByRole('checkbox', { name: '全选' }).click();
    await expect(page.getByRole('checkbox', { name: '全选' })).not.toBeChecked();
    await expect(page.getByText('勾选推荐可单独统计命中率')).toBeVisible();
  });

  test('reports its height to the host: measured + 18 with rows, 258 when empty', async ({
    page,
    kq,
  }) => {
    await kq.installFakeHost();
    await page.goto(TABLE);
    await expect(page.locator('.pick-table tbody tr').first()).toBeVisible();
    const heights = async () =>
      (await kq.hostCalls())
        .filter((call) => call.name === 'deliverPageHeight')
        .map((call) => Number(call.args[0]));
    await expect.poll(heights).toHaveLength(1);
    const table = await page.locator('.kq-table').boundingBox();
    expect((await heights())[0]).toBe(Math.round(table?.height ?? 0) + 18);

    await page.getByRole('searchbox').fill('没有这支球队');
    await expect(page.getByText('没有与“没有这支球队”相关的推荐')).toBeVisible();
    await expect.poll(async () => (await heights()).at(-1)).toBe(258);
  });

  test('a pull on the table past 45 px reloads its days, and more days load on demand', async ({
    page,
    kq,
  }) => {
    await page.goto(TABLE);
    const rows = page.locator('.pick-table tbody tr');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    let dayCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/ai2/yyModel2')) dayCalls++;
    });
    // The table's own pull: it emits a refresh past 45 px, not the page's 50.
    await expect(page.locator('.kq-table__pull')).toHaveCSS('height', '45px');
    const box = await page.locator('.kq-table__scroll').boundingBox();
    await pullDown(page, { fromY: (box?.y ?? 300) + 60, distance: 200 });
    await expect.poll(() => dayCalls).toBe(20);
    await expect(rows).toHaveCount(count);

    await page.getByRole('button', { name: '加载更早的20个推荐日' }).click();
    await expect.poll(() => dayCalls).toBe(40);
    // Over 100 rows the table renders only those in view; it still counts every one.
    const table = page.getByRole('table', { name: 'JS模型推荐数据表' });
    await expect
      .poll(async () => Number(await table.getAttribute('aria-rowcount')) - 1)
      .toBeGreaterThan(count);
    expect(await rows.count()).toBeLessThan(60);
    // Scrolling far down renders the rows there.
    await page.locator('.kq-table__scroll').evaluate((node) => {
      node.scrollTop = 46 * 120;
    });
    await expect(page.locator('.pick-table tbody tr[aria-rowindex="130"]')).toBeVisible();
    await expect(page.locator('.pick-table tbody tr[aria-rowindex="2"]')).toHaveCount(0);
    await expect(page.locator('.pick-tally__range')).toContainText('最近40个推荐日');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.locator('.kq-table__scroll').evaluate((node) => {
      node.scrollLeft = 160;
    });
    await kq.screenshot('soccer-model-table-360');
  });
});
