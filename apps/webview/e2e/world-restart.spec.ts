import type { Page } from '@playwright/test';
import type { Kanqiu } from './fixtures';
import { expect, test } from './fixtures';
import { matchDay, openHomeOn } from './home-day';

/**
 * One world across a new pass of the replay and across seasons (docs/behaviour.md, "One clock per
 * world"): at the moment the 2018 World Cup starts over, every page has the final still to come and
 * the home page names the new pass; links from a match or the league database carry its season.
 */
const FINAL = '2058017';
const FOUR_TWO = /4\s*-\s*2/;
/** The earliest second a match can be put at: the start of its listing before kick-off. */
const NEW_PASS_SEC = -1200;

const pass = async (page: Page) => {
  const label = page.locator('.home-pass[data-competition="wc2018"]');
  await expect(label).toBeVisible();
  const text = (await label.textContent()) ?? '';
  expect(text).toMatch(/^第 \d+ 轮回放 · 2018世界杯$/);
  return Number(/\d+/.exec(text)?.[0]);
};

/** Puts every match of the 2018 World Cup before its kick-off, as a new run: a new pass begins. */
async function startNewPass(kq: Kanqiu): Promise<void> {
  const matches = (await kq.matches('football')).filter((m) => m.competition_key === 'wc2018');
  for (const match of matches) await kq.seek(match.match_id, NEW_PASS_SEC);
}

test.describe('one world at the restart and across seasons', () => {
  test('the moment the tournament starts over: the final is to come on every page, under the new pass', async ({
    page,
    kq,
  }) => {
    await kq.finishWorldCup();
    const day = await matchDay(kq, FINAL);
    await openHomeOn(page, day);
    const before = await pass(page);
    const homeFinal = page.locator(`[data-match-id="${FINAL}"], a[href*="${FINAL}"]`).first();
    await expect(homeFinal).toContainText(FOUR_TWO);

    await startNewPass(kq);

    // Home: the next pass named, the final a fixture again.
    await openHomeOn(page, day);
    expect(await pass(page)).toBe(before + 1);
    await expect(homeFinal).not.toContainText(FOUR_TWO);
    // Listed as a match to come (the 未开赛 part of its day).
    await expect(page.locator(`.home-match[data-match-id="${FINAL}"]`)).toHaveClass(
      /home-match--upcoming/,
    );
    await kq.screenshot('world-restart-home');

    // France's schedule: the same pass named, nothing of the tournament played, no final score.
    const label = `第 ${before + 1} 轮回放 · 2018世界杯`;
    await page.goto('/#/pages/soccer/team/schedule?team_id=FRA&season=wc-2018');
    await expect(page.locator('.team-head')).toContainText('已赛0场 · 共7场');
    await expect(page.locator('.team-head')).toContainText(label);
    const final = page.locator('.fteam-game', { hasText: '克罗地亚' });
    await expect(final).toBeVisible();
    await expect(final.getByTestId('schedule-score')).toHaveCount(0);
    await kq.screenshot('world-restart-schedule');
    await page.getByRole('tab', { name: '积分榜' }).click();
    await expect(page.locator('.team-head')).toContainText(label);
    await expect(
      page.getByRole('table', { name: '2018世界杯 C组积分榜' }).locator('.kq-points__points'),
    ).toHaveText(['0', '0', '0', '0']);

    // The league database: the final without a score, no scorers yet.
    await page.goto('/#/pages/leagueData/leagueData?key=wc&season=2018&view=rounds');
    await expect(page.getByTestId('replay-pass')).toHaveText(label);
    await page.getByRole('tab', { name: '决赛', exact: true }).click();
    const round = page
      .locator('.league-match', { hasText: '克罗地亚' })
      .filter({ hasText: '法国' });
    await expect(round.getByTestId('round-score')).toHaveText('VS');
    await page.getByRole('button', { name: '射手榜', exact: true }).click();
    await expect(page.getByRole('table', { name: '2018世界杯射手榜' })).toHaveCount(0);
    await expect(page.getByText('回放中还没有进球')).toBeVisible();
    await kq.screenshot('world-restart-league');
  });

  test('links carry the season: from the 2022 final and the 2022 database to 2022 team pages', async ({
    page,
    kq,
  }) => {
    // The 2022 final's overview: Argentina's table is the 2022 one, its goals named in Chinese.
    await page.goto('/#/pages/soccer/gen/gen?match_id=wc2022-064');
    await expect(page.getByRole('region', { name: '比赛关键事件' })).toContainText('梅西');
    const argentina = page.locator('.gen-teams li', { hasText: '阿根廷' });
    await argentina.getByRole('link', { name: '积分榜' }).click();
    await expect(page).toHaveURL(/season=wc-2022/);
    await expect(page.getByRole('table', { name: '2022世界杯 C组积分榜' })).toBeVisible();
    // The tabs between the team's pages keep the season.
    await page.getByRole('tab', { name: '赛程' }).click();
    await expect(page).toHaveURL(/season=wc-2022/);
    await expect(page.locator('.fteam-game', { hasText: '法国' })).toBeVisible();

    // The 2022 scorers, in Chinese; a team opens on 2022.
    await page.goto('/#/pages/leagueData/leagueData?key=wc&season=2022&view=scorers');
    const scorers = page.getByRole('table', { name: '2022世界杯射手榜' });
    await expect(scorers.locator('tbody tr').first()).toContainText('姆巴佩');
    await kq.screenshot('world-scorers-2022');
    await scorers.locator('tbody tr').first().getByRole('link', { name: '法国' }).click();
    await expect(page).toHaveURL(/team_id=FRA.*season=wc-2022|season=wc-2022.*team_id=FRA/);
    await page.getByRole('tab', { name: '积分榜' }).click();
    await expect(page.getByRole('table', { name: '2022世界杯 D组积分榜' })).toBeVisible();
  });
});
