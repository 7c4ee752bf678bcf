import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Boston's and Dallas's team pages. The box scores in the data are the two replayed Finals games:
 * Tatum scored 16 in Game 1 and 31 in Game 5 (23.5 a game), Dončić 30 and 28 (29.0).
 */
const GAME_5 = '401656363';
const GAME_5_DURATION = 8484;

function rosterRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: /球员名单/ })
    .locator('tr', { has: page.getByText(name, { exact: true }) });
}

test.describe('basketball team detail page', () => {
  test('shows Boston’s record, leaders and roster from the Finals box scores', async ({ page }) => {
    await page.goto('/#/pages/basketball/team/detail?team_id=2');
    await expect(page.getByRole('heading', { name: '波士顿凯尔特人' })).toBeVisible();
    await expect(page.getByTestId('team-record')).toHaveText('2023-24 常规赛 64-18');
    await expect(page.locator('.team-leader[data-category="得分"]')).toContainText('23.5塔图姆');
    const tatum = rosterRow(page, '塔图姆').locator('td');
    await expect(tatum.nth(0)).toContainText('#0 小前锋');
    await expect(tatum.nth(1)).toHaveText('2/2');
    await expect(tatum.nth(4)).toHaveText('23.5');
    await expect(rosterRow(page, '蒂尔曼').locator('td').nth(1)).toHaveText('数据中的比赛均未出场');
    await expect(page.getByTestId('team-note')).toBeVisible();
    await expect(page.getByRole('link', { name: 'NBA总决赛 第5场' })).toHaveAttribute(
      'href',
      `#/pages/basketball/live/live?match_id=${GAME_5}`,
    );
  });

  test('shows Dallas with Dončić on 29.0 points a game', async ({ page }) => {
    await page.goto('/#/pages/basketball/team/detail?team_id=6');
    await expect(page.getByTestId('team-record')).toHaveText('2023-24 常规赛 50-32');
    await expect(rosterRow(page, '东契奇').locator('td').nth(4)).toHaveText('29.0');
  });

  test('explains a missing or unknown team', async ({ page, kq }) => {
    await page.goto('/#/pages/basketball/team/detail');
    await expect(page.getByText('缺少球队编号')).toBeVisible();
    kq.allowConsoleErrors(/Failed to load resource/);
    await page.goto('/#/pages/basketball/team/detail?team_id=999');
    await expect(page.getByText('球队不存在').first()).toBeVisible();
  });
});

test.describe('basketball team schedule page', () => {
  test('lists the games the data knows and says the rest of the season is not in it', async ({
    page,
    kq,
  }) => {
    await kq.seek(GAME_5, GAME_5_DURATION);
    await page.goto('/#/pages/basketball/team/schedule?team_id=2');
    const games = page.locator('.team-game');
    await expect(games).toHaveCount(7);
    // Boston won 119-110 in Dallas on 22 January 2024 (23 January in Beijing).
    await expect(games.first()).toContainText('2024-01-23');
    await expect(games.first().locator('.team-game__venue')).toHaveText('客');
    await expect(games.first().getByTestId('schedule-score')).toHaveText('119-110');
    await expect(games.first().locator('.kq-board__chip')).toHaveText('胜');
    const game5 = page.locator(`.team-game[data-match-id="${GAME_5}"]`);
    await expect(game5.getByTestId('schedule-score')).toHaveText('106-88');
    await expect(page.getByText('本赛季其余比赛不在数据中')).toBeVisible();
    await expect(page.getByTestId('schedule-note')).toBeVisible();

    await game5.getByRole('link', { name: '看回放' }).click();
    await expect(page).toHaveURL(/#\/pages\/basketball\/live\/live\?match_id=401656363$/);
    await expect(page.getByTestId('match-score')).toHaveText('106-88');
  });

  test('hides the final score of a game while its replay is on', async ({ page, kq }) => {
    await kq.seek(GAME_5, 2000);
    await page.goto(`/#/pages/basketball/team/schedule?team_id=2&match_id=${GAME_5}`);
    const game5 = page.locator(`.team-game[data-match-id="${GAME_5}"]`);
    await expect(game5).toHaveAttribute('data-kind', 'replaying');
    await expect(game5).toContainText('正在回放 第2节');
    await expect(game5).not.toContainText('106');
    await expect(game5.getByRole('link', { name: '看直播' })).toBeVisible();
    await page.getByRole('tab', { name: '球队资料' }).click();
    await expect(page).toHaveURL(/team\/detail\?team_id=2&match_id=401656363$/);
  });
});
