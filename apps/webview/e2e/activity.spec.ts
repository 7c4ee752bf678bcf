import { CHEER_LIMIT_MESSAGE } from '@kanqiu/core';
import { expect, test } from './fixtures';
import {
  screenshotBoth,
  signIn,
  toastsShown,
  tokenOf,
  userCall,
  watchToasts,
} from './user-helpers';

/** France–Croatia, the 2018 final: France (4418) at home. */
const FINAL = '2058017';
const board = (teamId?: string) =>
  `/#/pages/activity/home/home?match_id=${FINAL}${teamId ? `&team_id=${teamId}` : ''}`;

test.describe('activity pages', () => {
  test.beforeEach(async ({ kq }) => {
    // Ten minutes before kick-off: open for cheering whatever the replay clock did before.
    await kq.seek(FINAL, -600);
  });

  test('three cheers count, the fourth of the day is refused inline and never toasted', async ({
    page,
    kq,
  }) => {
    await signIn(page, tokenOf('cheer'));
    await watchToasts(page);
    await page.goto(board('4418'));
    const board390 = page.getByRole('region', { name: '法国 VS 克罗地亚' });
    await expect(board390).toContainText('2018世界杯 决赛');
    await expect(page.locator('.cheer-side--home .cheer-side__tag')).toHaveText('本队');
    await expect(page.getByTestId('cheer-chances')).toContainText('今日剩余 3/3 次助威机会');
    const homeBefore = Number(await page.getByTestId('cheers-home').textContent());
    await screenshotBoth(page, kq, 'activity-board');

    await page.getByRole('button', { name: '为法国助威' }).click();
    await expect(page.getByTestId('cheers-home')).toHaveText(String(homeBefore + 1));
    await expect(page.getByTestId('mine-home')).toHaveText('我已助威 1 次');
    await expect(page.getByTestId('cheer-notice')).toHaveText('已为法国助威 +1');
    await page.getByRole('button', { name: '为法国助威' }).click();
    await expect(page.getByTestId('mine-home')).toHaveText('我已助威 2 次');
    await page.getByRole('button', { name: '为克罗地亚助威' }).click();
    await expect(page.getByTestId('mine-away')).toHaveText('我已助威 1 次');
    await expect(page.getByTestId('cheer-chances')).toContainText('今日剩余 0/3 次助威机会');

    await page.getByRole('button', { name: '为克罗地亚助威' }).click();
    const notice = page.getByTestId('cheer-notice');
    await expect(notice).toHaveText(CHEER_LIMIT_MESSAGE);
    await expect(notice).toHaveAttribute('role', 'alert');
    await expect(page.getByTestId('mine-away')).toHaveText('我已助威 1 次');
    // A toast shows within a frame of its message; give any a moment to appear.
    await page.waitForTimeout(800);
    expect(await toastsShown(page)).toEqual([]);
    await expect(page.locator('.kq-toast')).toHaveCount(0);
    await screenshotBoth(page, kq, 'activity-board-limit');
  });

  test('a board opened before the chances were spent elsewhere gets the limit inline', async ({
    page,
  }) => {
    const token = tokenOf('stale');
    await signIn(page, token);
    await watchToasts(page);
    await page.goto(board());
    await expect(page.getByTestId('cheer-chances')).toContainText('今日剩余 3/3');
    // Another device of the same user spends the three chances.
    for (let i = 0; i < 3; i++) {
      const answer = await userCall<{ code: number }>(page, token, '/api/activity/cheer', {
        match_id: FINAL,
        side: 'away',
      });
      expect(answer.code).toBe(1);
    }
    await page.getByRole('button', { name: '为法国助威' }).click();
    await expect(page.getByTestId('cheer-notice')).toHaveText(CHEER_LIMIT_MESSAGE);
    // The board asks again and shows the truth: no chance left, three cheers for Croatia.
    await expect(page.getByTestId('cheer-chances')).toContainText('今日剩余 0/3');
    await expect(page.getByTestId('mine-away')).toHaveText('我已助威 3 次');
    await page.waitForTimeout(800);
    expect(await toastsShown(page)).toEqual([]);
  });

  test('the ranking pins the fan’s own row and sorts its tables', async ({ page, kq }) => {
    const token = tokenOf('ranking');
    await signIn(page, token);
    for (let i = 0; i < 2; i++) {
      await userCall(page, token, '/api/activity/cheer', { match_id: FINAL, side: 'home' });
    }
    await page.goto('/#/pages/activity/rankingList/rankingList');
    const me = page.getByTestId('ranking-me');
    await expect(me).toContainText('我的排名');
    await expect(me).toContainText('2 次助威');
    await expect(me).toContainText(/第 \d+ 名/);
    const teams = page.getByRole('table', { name: '球队榜' });
    await expect(teams.locator('.kq-table__row').first()).toContainText('法国');
    await screenshotBoth(page, kq, 'activity-ranking');

    await page.getByRole('tab', { name: '球迷榜' }).click();
    const fans = page.getByRole('table', { name: '球迷榜' });
    const mine = fans.locator('.kq-table__row').filter({ hasText: '我' });
    await expect(mine).toHaveCount(1);
    await expect(mine.locator('td').last()).toHaveText('2');
    // Sorting by cheers ascending, then descending: the largest count comes first.
    const sort = fans.getByRole('columnheader', { name: /助威数/ }).getByRole('button');
    await sort.click();
    await sort.click();
    const counts = (await fans.locator('.kq-table__row td:last-child').allTextContents()).map(
      Number,
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await screenshotBoth(page, kq, 'activity-ranking-fans');
  });

  test('the schedule lists the matches open for cheering and opens a board', async ({
    page,
    kq,
  }) => {
    await signIn(page, tokenOf('schedule'));
    // The matches open for cheering change as the replay runs: the page is checked against the
    // answer it was given, not one asked for a moment before.
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/activity/schedule'),
    );
    await page.goto('/#/pages/activity/allSchedule/allSchedule');
    const schedule = (await (await answer).json()) as {
      data: { days: { date: string; matches: { match: { match_id: string } }[] }[] };
    };
    const open = schedule.data.days.flatMap((day) => day.matches.map((m) => m.match.match_id));
    await expect(page.locator('.schedule-match')).toHaveCount(open.length);
    await expect(page.locator(`.schedule-match[data-match-id="${FINAL}"]`)).toContainText('法国');
    await screenshotBoth(page, kq, 'activity-schedule');
    await page.locator(`.schedule-match[data-match-id="${FINAL}"]`).click();
    await expect(page).toHaveURL(new RegExp(`home\\?match_id=${FINAL}$`));
    await expect(page.getByRole('button', { name: '为法国助威' })).toBeVisible();
  });

  test('the rules come from the server as text', async ({ page, kq }) => {
    await page.goto('/#/pages/activity/regulation/regulation');
    await expect(page.getByRole('heading', { name: '助威活动规则' })).toBeVisible();
    await expect(page.locator('.rules__highlight')).toHaveText('每人每天 3 次助威机会');
    await expect(page.getByRole('heading', { name: '二、每天的助威次数' })).toBeVisible();
    await screenshotBoth(page, kq, 'activity-regulation');
  });

  test('without a token the board asks to be opened in the app and calls nothing', async ({
    page,
    kq,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/activity/')) calls.push(request.url());
    });
    await page.goto(board());
    await expect(page.getByRole('heading', { name: '请在看球 App 内打开' })).toBeVisible();
    await screenshotBoth(page, kq, 'activity-board-no-token');
    expect(calls).toEqual([]);
    await page.getByRole('button', { name: '在看球 App 中打开' }).click();
    await expect(page).toHaveURL(/openApp\/openApp\?path=/);
    kq.allowConsoleErrors(/kanqiu:|scheme/);
  });

  test('a board without a match points to the schedule', async ({ page }) => {
    await signIn(page, tokenOf('nomatch'));
    await page.goto('/#/pages/activity/home/home');
    await expect(page.getByRole('heading', { name: '缺少比赛编号' })).toBeVisible();
    await page.getByRole('link', { name: '查看可助威的比赛' }).click();
    await expect(page.getByRole('heading', { name: '全部赛程', level: 1 })).toBeVisible();
  });
});
