import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { matchDay, openHomeOn } from './home-day';

/**
 * One world (docs/behaviour.md, "One clock per world"): with the replay put before and after the
 * 2018 final through the debug seek, every page tells the same story — no score of the final before
 * it is played, its 4-2 everywhere once it is; the team pages opened from France's semi-final are the
 * 2018 ones.
 */
const FINAL = '2058017';
const SEMI_FRANCE = '2058014';
/** Replay seconds: ten minutes before the final's kick-off. */
const BEFORE_KICKOFF = -600;
const FOUR_TWO = /4\s*-\s*2/;

const leagueData = (view: string) =>
  `/#/pages/leagueData/leagueData?key=wc&season=2018&view=${view}`;
/**
 * The names on four goals, near the top of the scorers' table (it shows a window of its rows):
 * Lukaku, Ronaldo and Cheryshev before the final; Griezmann and Mbappé join them with its goals.
 */
const TOP_ROWS = 10;
const onFourGoals = async (page: Page) => {
  const rows = page.getByRole('table', { name: '2018世界杯射手榜' }).locator('tbody tr');
  await expect(rows.first()).toContainText('凯恩');
  const names: string[] = [];
  for (let index = 0; index < TOP_ROWS; index++) {
    const row = rows.nth(index);
    if ((await row.locator('td').nth(3).textContent()) === '4') {
      names.push((await row.locator('.league-scorer').textContent()) ?? '');
    }
  }
  return names.sort();
};

test.describe('one world clock', () => {
  test('before the final: no score of it anywhere, the team pages on 2018 from the semi-final', async ({
    page,
    kq,
  }) => {
    const others = (await kq.matches('football'))
      .filter((m) => m.competition_key === 'wc2018' && m.match_id !== FINAL)
      .map((m) => m.match_id);
    await kq.finishWorldCup(others);
    await kq.seek(FINAL, BEFORE_KICKOFF);

    // The team's schedule and table opened from France's semi-final are the 2018 ones.
    await page.goto(`/#/pages/soccer/team/schedule?team_id=FRA&match_id=${SEMI_FRANCE}`);
    await expect(page.locator('.team-head')).toContainText('已赛6场 · 共7场');
    const final = page.locator('.fteam-game', { hasText: '克罗地亚' });
    await expect(final).toBeVisible();
    await expect(final.getByTestId('schedule-score')).toHaveCount(0);
    await kq.screenshot('world-schedule-before-final');
    await page.goto(`/#/pages/soccer/team/points?team_id=FRA&match_id=${SEMI_FRANCE}`);
    await expect(page.getByRole('table', { name: '2018世界杯 C组积分榜' })).toBeVisible();

    // The league database: the final without a score, its scorers not yet on four goals.
    await page.goto(leagueData('rounds'));
    const round = page
      .locator('.league-match', { hasText: '克罗地亚' })
      .filter({ hasText: '法国' });
    await page.getByRole('tab', { name: '决赛', exact: true }).click();
    await expect(round).toBeVisible();
    await expect(round).not.toContainText(FOUR_TWO);
    await page.getByRole('button', { name: '射手榜', exact: true }).click();
    expect(await onFourGoals(page)).toEqual(['C·罗纳尔多', '切里舍夫', '卢卡库']);
    await kq.screenshot('world-scorers-before-final');

    // Home, on the final's day: the final is still to come.
    await openHomeOn(page, await matchDay(kq, FINAL));
    const home = page.locator(`[data-match-id="${FINAL}"], a[href*="${FINAL}"]`).first();
    await expect(home).toBeVisible();
    await expect(home).not.toContainText(FOUR_TWO);
  });

  test('after the final: 4-2 everywhere at once', async ({ page, kq }) => {
    await kq.finishWorldCup();
    await page.goto('/#/pages/soccer/team/schedule?team_id=FRA&season=wc-2018');
    await expect(page.locator('.team-head')).toContainText('已赛7场 · 共7场');
    const final = page.locator('.fteam-game', { hasText: '克罗地亚' });
    await expect(final.getByTestId('schedule-score')).toHaveText('4-2');
    await page.goto(leagueData('rounds'));
    await page.getByRole('tab', { name: '决赛', exact: true }).click();
    const round = page
      .locator('.league-match', { hasText: '克罗地亚' })
      .filter({ hasText: '法国' });
    await expect(round.getByTestId('round-score')).toHaveText('4-2');
    await page.getByRole('button', { name: '射手榜', exact: true }).click();
    expect(await onFourGoals(page)).toEqual(
      ['C·罗纳尔多', '切里舍夫', '卢卡库', '姆巴佩', '格列兹曼'].sort(),
    );
    await openHomeOn(page, await matchDay(kq, FINAL));
    const home = page.locator(`[data-match-id="${FINAL}"], a[href*="${FINAL}"]`).first();
    await expect(home).toContainText(FOUR_TWO);
  });
});
