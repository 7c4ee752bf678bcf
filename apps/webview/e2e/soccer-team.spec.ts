import type { Page } from '@playwright/test';
import type { Kanqiu } from './fixtures';
import { expect, test } from './fixtures';

/**
 * The football team pages on real results: Croatia (opened by its Wyscout id, as the replayed match
 * pages link it), Uruguay's 2018 group and Liverpool's 2024-25 title.
 */
const CROATIA_2018 = ['2057973', '2057974', '2057977', '2058005', '2058012', '2058015'];
const FINAL = '2058017';

async function finishAll(kq: Kanqiu, ids: readonly string[]): Promise<void> {
  const matches = await kq.matches('football');
  for (const id of ids) {
    const match = matches.find((entry) => entry.match_id === id);
    await kq.seek(id, (match?.duration_sec ?? 0) + 1);
  }
}

const row = (page: Page, text: string) => page.locator('.fteam-game', { hasText: text });

test.describe('football team detail page', () => {
  test('shows Croatia’s records, form, scorers and 2018 squad', async ({ page, kq }) => {
    // The records count what the replay has played (docs/behaviour.md, "No spoilers").
    await kq.finishWorldCup();
    await page.goto('/#/pages/soccer/team/detail?team_id=9598');
    await expect(page.getByRole('heading', { name: '克罗地亚' })).toBeVisible();
    await expect(page.locator('.team-head')).toContainText('Croatia · 国家队 · 欧足联');
    const records = page.getByRole('table', { name: '克罗地亚各赛事战绩' });
    await expect(records.getByRole('row', { name: /2018世界杯/ })).toHaveText(
      /2018世界杯74胜2平1负14\/9/,
    );
    const squad = page.getByRole('table', { name: '克罗地亚阵容' });
    const modric = squad.locator('tr', { hasText: '莫德里奇' });
    await expect(modric.locator('.fteam-player__number')).toHaveText('10');
    // Seven matches, seven starts, two goals (one a penalty).
    await expect(modric.locator('td').nth(1)).toHaveText('7');
    await expect(modric.locator('td').nth(3)).toHaveText('2');
    const scorers = page.getByRole('region', { name: '2018世界杯' });
    await expect(scorers.locator('.fteam-scorer').first()).toContainText('3球');
    await expect(page.locator('.fteam-form .recent-row')).toHaveCount(5);
  });

  test('explains a missing or unknown team', async ({ page, kq }) => {
    await page.goto('/#/pages/soccer/team/detail');
    await expect(page.getByText('缺少球队编号')).toBeVisible();
    kq.allowConsoleErrors(/Failed to load resource/);
    await page.goto('/#/pages/soccer/team/detail?team_id=XYZ');
    await expect(page.getByText('球队不存在').first()).toBeVisible();
  });
});

test.describe('football team points page', () => {
  test('shows Uruguay’s 2018 group with the real points', async ({ page }) => {
    await page.goto('/#/pages/soccer/team/points?team_id=URU');
    await page.getByRole('button', { name: '2018世界杯' }).click();
    const table = page.getByRole('table', { name: '2018世界杯 A组积分榜' });
    const teams = table.locator('.kq-points__team');
    await expect(teams).toHaveText(['乌拉圭', '俄罗斯', '沙特阿拉伯', '埃及']);
    await expect(table.locator('.kq-points__points')).toHaveText(['9', '6', '3', '0']);
    await expect(table.locator('.kq-points__team[data-highlight]')).toHaveText('乌拉圭');
    await expect(page.locator('.team-head')).toContainText('2018世界杯 A组积分榜 第1名 · 9分');
  });

  test('shows Liverpool champions of 2024-25, at home and away too', async ({ page }) => {
    await page.goto('/#/pages/soccer/team/points?team_id=LIV');
    await page.getByRole('button', { name: '英超 2024-25' }).click();
    const total = page.getByRole('table', { name: '英超 2024-25 积分榜（总）' });
    await expect(total.locator('.kq-points__team').first()).toHaveText('利物浦');
    await expect(total.locator('.kq-points__points').first()).toHaveText('84');
    await page.getByRole('button', { name: '主场', exact: true }).click();
    const home = page.getByRole('table', { name: '英超 2024-25 积分榜（主场）' });
    const liverpool = home.locator('tr', { hasText: '利物浦' });
    await expect(liverpool.locator('.kq-points__points')).toHaveText('46');
    await expect(liverpool.locator('td').nth(2)).toHaveText('19');
    // The points column sorts: ascending puts Southampton's 12 first in the total table.
    await page.getByRole('button', { name: '总', exact: true }).click();
    await total.getByRole('columnheader', { name: /积分/ }).getByRole('button').click();
    await expect(total.locator('.kq-points__team').first()).toHaveText('南安普顿');
  });
});

test.describe('football team schedule page', () => {
  test('shows Croatia’s real 2018 results, hides a replay being watched, filters home and away', async ({
    page,
    kq,
  }) => {
    await finishAll(kq, CROATIA_2018);
    await kq.seek(FINAL, 2500);
    await page.goto('/#/pages/soccer/team/schedule?team_id=CRO');
    await page.getByRole('button', { name: '2018世界杯' }).click();
    await expect(page.locator('.fteam-game')).toHaveCount(7);
    const nigeria = row(page, '尼日利亚');
    await expect(nigeria.getByTestId('schedule-score')).toHaveText('2-0');
    await expect(nigeria.locator('.kq-board__chip')).toHaveText('胜');
    const argentina = row(page, '阿根廷');
    await expect(argentina.getByTestId('schedule-score')).toHaveText('0-3');
    await expect(argentina.locator('.fteam-game__venue')).toHaveText('客');
    const denmark = row(page, '丹麦');
    await expect(denmark.getByTestId('schedule-score')).toHaveText('1-1点球 3-2');
    await expect(denmark.locator('.kq-board__chip')).toHaveText('平');
    await expect(denmark.locator('a')).toHaveAttribute(
      'href',
      '#/pages/soccer/live/live?match_id=2058005',
    );
    // The final is being replayed: no result, where the replay stands instead.
    const final = row(page, '法国');
    await expect(final.getByTestId('schedule-score')).toHaveCount(0);
    await expect(final.locator('.fteam-game__hidden')).toContainText('正在回放');

    await page.getByRole('button', { name: '主场', exact: true }).click();
    await expect(page.locator('.fteam-game')).toHaveCount(3);
    await expect(page.locator('.fteam-game__venue[data-venue="away"]')).toHaveCount(0);

    // A match the server does not replay opens its overview.
    await page.getByRole('button', { name: '2022世界杯' }).click();
    await page.getByRole('button', { name: '全部', exact: true }).click();
    const brazil = row(page, '巴西');
    await expect(brazil.getByTestId('schedule-score')).toHaveText('1-1点球 4-2');
    await brazil.locator('a').click();
    await expect(page).toHaveURL(/#\/pages\/soccer\/gen\/gen\?match_id=wc2022-057$/);
    await expect(page.getByTestId('match-shootout')).toHaveText('点球 4-2');
  });
});
