import { expect, test } from './fixtures';
import { expectedRate, rowCells } from './odds-helpers';

const FINAL = '2058017';
const detail = (company: number, market: string) =>
  `/#/pages/soccer/exponent/detail?match_id=${FINAL}&company_id=${company}&market=${market}`;

/** Minutes of a history row's time (`45+1'` counts as 45, `赛前` as 0). */
function minuteOf(text: string): number {
  return text === '赛前' ? 0 : Number.parseInt(text, 10);
}

test.describe('football odds detail page', () => {
  test('lists one bookmaker’s changes newest first, each rate from its own odds', async ({
    page,
    kq,
  }) => {
    // 72nd minute: France lead 4-2 after goals at 18' (own goal), 28', 38' (pen), 59', 65', 69'.
    await kq.seek(FINAL, 5400);
    await page.goto(detail(1, 'europe'));
    await expect(page.getByTestId('match-score')).toHaveText('4-2');
    await expect(page.getByRole('heading', { name: '青岚指数 · 欧指' })).toBeVisible();
    const rows = page.locator('.odds-history tbody tr');
    await expect(rows.last().locator('th')).toHaveText('赛前');
    await expect(rows.last().locator('.odds-history__score')).toHaveText('0-0');

    const times = await rows.locator('th').allTextContents();
    const minutes = times.map(minuteOf);
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
    const scores = await rows.locator('.odds-history__score').allTextContents();
    expect(scores[0]).toBe('4-2');
    // Every change carries the score at that moment: the scores follow the real scoreline in order
    // (a market that is as good as decided stops moving, so a score may have no change of its own).
    const scoreline = ['0-0', '1-0', '1-1', '2-1', '3-1', '4-1', '4-2'];
    const seen = [...new Set([...scores].reverse())];
    expect(seen[0]).toBe('0-0');
    expect(seen.map((score) => scoreline.indexOf(score))).toEqual(
      seen.map((score) => scoreline.indexOf(score)).sort((a, b) => a - b),
    );
    expect(seen.every((score) => scoreline.includes(score))).toBe(true);

    for (const row of await rows.all()) {
      const cells = await rowCells(row);
      const odds = { arr1: Number(cells.arr1), arr2: Number(cells.arr2), arr3: Number(cells.arr3) };
      expect(cells.rate).toBe(expectedRate(odds, true));
    }

    // The chart: three lines, and the six goals on the time axis with their minutes and teams.
    await expect(page.locator('.kq-line-chart__series path').first()).toBeVisible();
    await expect(
      page.locator('.kq-line-chart').first().locator('.kq-line-chart__series'),
    ).toHaveCount(3);
    const marks = page.locator('.kq-line-chart').first().locator('li');
    await expect(marks).toHaveText([
      "18' 法国获乌龙球",
      "28' 克罗地亚进球",
      "38' 法国进球",
      "59' 法国进球",
      "65' 法国进球",
      "69' 克罗地亚进球",
    ]);
    await kq.screenshot('soccer-exponent-detail');
    await page.setViewportSize({ width: 360, height: 780 });
    await kq.screenshot('soccer-exponent-detail-360');
  });

  test('handicap and total lines are charted on their own and written the Chinese way', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, 5400);
    await page.goto(detail(2, 'total'));
    await expect(page.getByRole('heading', { name: '远帆数据 · 大小' })).toBeVisible();
    await expect(page.locator('.kq-line-chart')).toHaveCount(2);
    const lines = await page.locator('.odds-history tbody td[data-col="arr2"]').allTextContents();
    for (const line of lines) expect(line).toMatch(/^(\d+(\.5)?球|\d+(\.5)?\/\d+(\.5)?)$/);
    const first = page.locator('.odds-history tbody tr').last();
    const cells = await rowCells(first);
    expect(cells.rate).toBe(
      expectedRate({ arr1: Number(cells.arr1), arr2: 0, arr3: Number(cells.arr3) }, false),
    );
  });

  test('bookmaker tabs switch the company, and new changes arrive live at the top', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, 1200);
    await page.goto(detail(1, 'europe'));
    await expect(page.getByRole('tab', { name: '青岚指数' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: '北辰体育' }).click();
    await expect(page).toHaveURL(/company_id=3/);
    await expect(page.getByRole('heading', { name: '北辰体育 · 欧指' })).toBeVisible();
    const top = page.locator('.odds-history tbody tr').first();
    await expect(top.locator('.odds-history__score')).toHaveText('1-0');
    const count = await page.locator('.odds-history tbody tr').count();

    // Croatia equalise at 28': a new change, with the new score, is added on top and highlighted.
    await kq.seek(FINAL, 1660);
    await expect(top.locator('.odds-history__score')).toHaveText('1-1', { timeout: 15_000 });
    await expect(top).toHaveAttribute('data-new', 'true');
    expect(await page.locator('.odds-history tbody tr').count()).toBeGreaterThan(count);
    await expect(page.locator('.kq-line-chart').first().locator('li')).toContainText([
      "28' 克罗地亚进球",
    ]);
  });
});
