import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** France–Croatia, the 2018 final: Mandžukić's own goal falls at replay second 1079 (18th minute). */
const FINAL = '2058017';
const GOALLESS = 600;
/** Fifteen match minutes before kick-off: half a minute of real time at the test clock's 30×. */
const PRE_MATCH = -900;
const BEFORE_FIRST_GOAL = 1070;
/** Perišić's equaliser (28th minute) is pushed once the replay passes here. */
const BEFORE_EQUALISER = 1660;
const FOOTBALL_LIVE = `/#/pages/soccer/live/live?match_id=${FINAL}`;
/** Game 5 of the 2024 NBA Finals, in the second quarter. */
const GAME_5 = '401656363';
const SECOND_QUARTER = 2200;
const BASKETBALL_LIVE = `/#/pages/basketball/live/live?match_id=${GAME_5}`;

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test.describe('match moments', () => {
  test('the sticky score bar keeps the header’s score in view through a goal', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, BEFORE_EQUALISER - 400);
    await page.goto(FOOTBALL_LIVE);
    const header = page.getByTestId('match-score');
    const bar = page.getByTestId('score-bar');
    await expect(header).toHaveText('1-0');
    await expect(page.locator('.tlive [data-line-id]').nth(8)).toBeVisible();
    await expect(bar).toHaveCount(0);

    await scrollToEnd(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('法国');
    await expect(bar).toContainText('克罗地亚');
    await expect(page.getByTestId('score-bar-score')).toHaveText('1-0');
    // Opaque, over the top bar.
    expect((await bar.boundingBox())?.y).toBeLessThanOrEqual(1);
    const background = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toMatch(/^rgb\(/);
    await kq.screenshot('sticky-score-bar');

    await kq.seek(FINAL, BEFORE_EQUALISER);
    await expect(page.getByTestId('score-bar-score')).toHaveText('1-1', { timeout: 15_000 });
    await expect(header).toHaveText('1-1');
    const moment = page.getByTestId('match-moment');
    await expect(moment).toContainText('佩里西奇');
    await expect(moment).toContainText("28'");
    await kq.screenshot('goal-banner');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);
  });

  test('the goal banner names the scorer as the goal is pushed, and is not shown again on reopening', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, GOALLESS);
    await page.goto(FOOTBALL_LIVE);
    await expect(page.getByTestId('match-score')).toHaveText('0-0');
    await kq.seek(FINAL, BEFORE_FIRST_GOAL);
    const moment = page.getByTestId('match-moment');
    await expect(moment).toContainText('曼朱基奇', { timeout: 15_000 });
    await expect(moment).toContainText("18'");
    await expect(moment).toContainText('比分 1-0');

    await page.reload();
    await expect(page.getByTestId('match-score')).toHaveText('1-0');
    await page.waitForTimeout(1500);
    await expect(moment).toHaveCount(0);
  });

  test('the basketball score bar follows the header’s score as plays are pushed', async ({
    page,
    kq,
  }) => {
    await kq.seek(GAME_5, SECOND_QUARTER);
    await page.goto(BASKETBALL_LIVE);
    const header = page.getByTestId('match-score');
    await expect(header).toHaveText(/^\d+-\d+$/);
    await scrollToEnd(page);
    const barScore = page.getByTestId('score-bar-score');
    await expect(barScore).toBeVisible();
    const first = await barScore.textContent();
    await expect(barScore).not.toHaveText(first ?? '', { timeout: 20_000 });
    await expect(async () => {
      expect(await barScore.textContent()).toBe(await header.textContent());
    }).toPass();
  });

  test('before the start the header shows the kick-off in Beijing time and counts down to it', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, PRE_MATCH);
    await page.goto(FOOTBALL_LIVE);
    await expect(page.getByTestId('match-score')).toHaveText('VS');
    const kickoff = page.getByTestId('kickoff');
    await expect(kickoff).toContainText(/北京时间 \d\d-\d\d \d\d:\d\d 开赛/);
    const countdown = page.getByTestId('kickoff-countdown');
    await expect(countdown).toHaveText(/^距开赛 \d\d:\d\d$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '');
    await kq.screenshot('pre-match');

    // The facts page says the statistics start with the match instead of a grid of zeros.
    await page.goto(`/#/pages/soccer/facts/facts?match_id=${FINAL}`);
    await expect(page.getByTestId('kickoff-countdown')).toBeVisible();
    await expect(page.getByTestId('stats-not-started')).toBeVisible();
    await expect(page.locator('.stats__row')).toHaveCount(0);
  });

  test('the basketball play-by-play filters by quarter', async ({ page, kq }) => {
    await kq.seek(GAME_5, SECOND_QUARTER);
    await page.goto(BASKETBALL_LIVE);
    const periods = page.locator('.bb-tlive__period');
    await expect(page.locator('.bb-tlive__period[data-period="1"]')).toBeVisible();
    await expect(page.locator('.bb-tlive__period[data-period="2"]')).toBeVisible();
    const filter = page.getByRole('group', { name: '按节筛选' });
    await expect(filter.getByRole('button')).toHaveText(['全部', '第1节', '第2节']);

    await filter.getByRole('button', { name: '第1节' }).click();
    await expect(filter.getByRole('button', { name: '第1节' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(periods).toHaveCount(1);
    await expect(periods.first()).toHaveAttribute('data-period', '1');
    await expect(periods.first().locator('.bb-tlive__line').first()).toBeVisible();

    await filter.getByRole('button', { name: '全部' }).click();
    await expect(periods).toHaveCount(2);
  });

  test('a closed advert stays closed on the next pages and after a reload', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, GOALLESS);
    await page.goto(FOOTBALL_LIVE);
    await expect(page.locator('.kq-banner img').first()).toBeVisible();
    await page.getByRole('button', { name: '关闭广告' }).click();
    await expect(page.locator('.match-banner')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('match-score')).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.locator('.match-banner')).toHaveCount(0);
    await page.goto(BASKETBALL_LIVE);
    await expect(page.getByTestId('match-score')).toBeVisible();
    await expect(page.locator('.match-banner')).toHaveCount(0);
  });
});
