import { expect, test } from './fixtures';

/**
 * The league database (数据库) on real results: the 2018 World Cup's eight groups, knockouts and
 * Golden Boot, the champions of the Premier League and the Bundesliga 2024-25.
 */
const PAGE = '/#/pages/leagueData/leagueData';

test.describe('league database', () => {
  test('every group of the 2018 World Cup with the real points', async ({ page, kq }) => {
    await page.goto(`${PAGE}?key=wc&season=2018`);
    await expect(page).toHaveTitle(/数据库/);
    const groupA = page.getByRole('table', { name: 'A组积分榜' });
    await expect(groupA.locator('.kq-points__team')).toHaveText([
      '乌拉圭',
      '俄罗斯',
      '沙特阿拉伯',
      '埃及',
    ]);
    await expect(groupA.locator('.kq-points__points')).toHaveText(['9', '6', '3', '0']);
    await expect(groupA.locator('.kq-points__rank[data-qualifying]')).toHaveCount(2);
    for (const group of 'ABCDEFGH') {
      await expect(page.getByRole('table', { name: `${group}组积分榜` })).toBeVisible();
    }
    // Team names open the team's page, on the database's season.
    await groupA.getByRole('link', { name: '俄罗斯' }).click();
    await expect(page).toHaveURL(/#\/pages\/soccer\/team\/detail\?team_id=RUS&season=wc-2018$/);
    await expect(page.getByRole('heading', { name: '俄罗斯' })).toBeVisible();
    await kq.screenshot('league-data-wc');
  });

  test('the Premier League and Bundesliga 2024-25 with their champions on top', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('tab', { name: '英超' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: '2024-25赛季' }).click();
    const premier = page.getByRole('table', { name: '英超 2024-25 积分榜（总）' });
    await expect(premier.locator('.kq-points__team').first()).toHaveText('利物浦');
    await expect(premier.locator('.kq-points__points').first()).toHaveText('84');
    await expect(premier.locator('.kq-points__team')).toHaveCount(20);
    await page.getByRole('button', { name: '客场', exact: true }).click();
    const away = page.getByRole('table', { name: '英超 2024-25 积分榜（客场）' });
    await expect(away.locator('.kq-points__team').first()).toHaveText('利物浦');
    await expect(away.locator('.kq-points__points').first()).toHaveText('38');

    await page.getByRole('tab', { name: '德甲' }).click();
    await page.getByRole('button', { name: '2024-25赛季' }).click();
    const bundesliga = page.getByRole('table', { name: '德甲 2024-25 积分榜（总）' });
    await expect(bundesliga.locator('.kq-points__team').first()).toHaveText('拜仁慕尼黑');
    await expect(bundesliga.locator('.kq-points__points').first()).toHaveText('82');
    await expect(bundesliga.locator('.kq-points__team')).toHaveCount(18);
  });

  test('results by round, with the shoot-outs, and the overview one tap away', async ({
    page,
    kq,
  }) => {
    // Results show once the replay has played them (docs/behaviour.md, "No spoilers").
    await kq.finishWorldCup();
    await page.goto(`${PAGE}?key=wc&season=2018&view=rounds`);
    // A finished tournament opens on its last round: the final.
    const final = page.locator('.league-match', { hasText: '克罗地亚' });
    await expect(page.getByRole('tab', { name: '决赛', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(final.getByTestId('round-score')).toHaveText('4-2');
    await page.getByRole('tab', { name: '1/8决赛', exact: true }).click();
    const croDen = page.locator('.league-match', { hasText: '丹麦' });
    await expect(croDen.getByTestId('round-score')).toHaveText('1-1');
    await expect(croDen.locator('.league-match__notes')).toContainText('点球 3-2');
    await croDen.getByTestId('round-score').click();
    await expect(page).toHaveURL(/#\/pages\/soccer\/gen\/gen\?match_id=wc2018-052$/);
    await expect(page.getByRole('region', { name: '比赛信息' })).toContainText('1/8决赛');
  });

  test('top scorers where the data names them, and says so where it does not', async ({
    page,
    kq,
  }) => {
    await kq.finishWorldCup();
    await page.goto(`${PAGE}?key=wc&season=2018&view=scorers`);
    const scorers = page.getByRole('table', { name: '2018世界杯射手榜' });
    const kane = scorers.locator('tr', { hasText: '凯恩' });
    await expect(kane.locator('td').nth(3)).toHaveText('6');
    await expect(scorers.locator('tbody tr').first()).toContainText('凯恩');

    await page.getByRole('tab', { name: '英超' }).click();
    await expect(page.getByText('联赛数据只有比分，没有进球者')).toBeVisible();
  });
});
