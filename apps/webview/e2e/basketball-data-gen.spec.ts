import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The 2024 NBA Finals: Boston (64-18, 37-4 at home, 41-11 in the East) against Dallas (50-32, 25-16
 * on the road, 31-21 in the West). Boston led the series 3-1 before Game 5; the teams had met twice
 * in the regular season (Boston won 119-110 in Dallas and 138-110 at home).
 */
const GAME_1 = '401656359';
const GAME_5 = '401656363';

const recordCells = (page: Page, code: string) =>
  page.locator(`.bb-records__table tr[data-team="${code}"] td`);

test.describe('basketball data page', () => {
  test('shows the series before Game 5, the season meetings and both records', async ({
    page,
    kq,
  }) => {
    const log = kq.watchSockets();
    await page.goto(`/#/pages/basketball/data/data?match_id=${GAME_5}`);
    await expect(page.getByTestId('series-standing')).toContainText('凯尔特人 3-1 领先');
    await expect(page.getByTestId('series-standing')).toContainText('第5场赛前');

    // Boston's side of the board: the two regular-season games and Games 1–4, newest first.
    const board = page.getByRole('region', { name: '本赛季交锋' });
    const rows = board.locator('.kq-board__match');
    await expect(rows).toHaveCount(6);
    await expect(rows.first()).toContainText('06-15');
    await expect(rows.first().locator('.kq-board__score')).toHaveText('122:84');
    await expect(rows.last()).toContainText('01-23');
    await expect(rows.last().locator('.kq-board__score')).toHaveText('110:119');
    await expect(board.locator('.kq-board__record')).toHaveText('5胜1负');
    await board.getByRole('button', { name: '客队' }).click();
    await expect(board.locator('.kq-board__record')).toHaveText('1胜5负');
    await expect(board).not.toContainText('平');

    await expect(recordCells(page, 'BOS').locator('strong')).toHaveText(['64-18', '37-4', '41-11']);
    await expect(recordCells(page, 'BOS').nth(2)).toHaveText('无数据');
    await expect(recordCells(page, 'DAL').locator('strong')).toHaveText([
      '50-32',
      '25-16',
      '31-21',
    ]);
    await expect(recordCells(page, 'DAL').nth(1)).toHaveText('无数据');
    await expect(page.getByText('缺少的分项不做推算')).toBeVisible();
    await expect(page.getByTestId('data-note')).toBeVisible();
    expect(log.sockets).toHaveLength(0);
  });

  test('before Game 1 the series has not started and only the regular season counts', async ({
    page,
  }) => {
    await page.goto(`/#/pages/basketball/data/data?match_id=${GAME_1}`);
    await expect(page.getByTestId('series-standing')).toContainText('系列赛首战');
    const board = page.getByRole('region', { name: '本赛季交锋' });
    await expect(board.locator('.kq-board__match')).toHaveCount(2);
    await expect(board.locator('.kq-board__record')).toHaveText('2胜0负');
  });

  test('says so when the game does not exist', async ({ page, kq }) => {
    kq.allowConsoleErrors(/Failed to load resource/);
    await page.goto('/#/pages/basketball/data/data?match_id=999999');
    await expect(page.getByText('比赛不存在').first()).toBeVisible();
  });
});

test.describe('basketball overview page', () => {
  test('shows where and when Game 5 was played, the officials and the pre-game odds', async ({
    page,
    kq,
  }) => {
    const log = kq.watchSockets();
    await page.goto(`/#/pages/basketball/gen/gen?match_id=${GAME_5}`);
    const info = (item: string) => page.locator(`.match-info__row[data-item="${item}"] dd`);
    // 20:30 in Boston on 17 June 2024 was 08:30 on 18 June in Beijing.
    await expect(info('tip-off')).toHaveText('2024-06-18 08:30（北京时间）');
    await expect(info('arena')).toHaveText('波士顿TD花园球馆（TD Garden）');
    await expect(info('city')).toHaveText('波士顿 · MA');
    await expect(info('attendance')).toHaveText('19,156 人');
    await expect(page.getByTestId('series-standing')).toContainText('凯尔特人 3-1 领先');
    await expect(page.locator('.bb-officials__en')).toHaveText([
      'Bill Kennedy',
      'Zach Zarba',
      'John Goble',
    ]);
    await expect(page.locator('.bb-officials__name').first()).toHaveText('比尔·肯尼迪');
    const odds = page.getByTestId('win-probability');
    await expect(odds).toContainText('68.6%');
    await expect(odds).toContainText('31.4%');
    await expect(recordCells(page, 'BOS').first()).toContainText('64-18');
    await expect(page.getByText('本场没有模型推荐')).toBeVisible();
    expect(log.sockets).toHaveLength(0);

    await page.getByRole('link', { name: '赛程' }).last().click();
    await expect(page).toHaveURL(/team\/schedule\?team_id=6&match_id=401656363$/);
    await expect(page.getByRole('heading', { name: '达拉斯独行侠' })).toBeVisible();
  });

  test('gives ESPN’s pre-game figure for Game 1', async ({ page }) => {
    await page.goto(`/#/pages/basketball/gen/gen?match_id=${GAME_1}`);
    await expect(page.getByTestId('win-probability')).toContainText('66.9%');
    await expect(page.getByTestId('series-standing')).toContainText('系列赛首战');
  });
});
