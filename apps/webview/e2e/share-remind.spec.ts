import { expect, test } from './fixtures';

const FINAL = '2058017';
/** Replay second just after the final whistle of the final (it ends at 6811). */
const FINAL_OVER = 6_830;
/** Twenty match minutes before kick-off, the earliest a replay shows: 40 s of real time at 30×. */
const LONG_BEFORE = -1_200;
/** Game 1 of the 2024 NBA Finals, and a replay second past its end. */
const NBA_GAME = '401656359';
const NBA_OVER = 9_000;

const REMIND = '开赛前提醒我，并推送进球';

declare global {
  interface Window {
    hostCalls?: [string, string][];
  }
}

test.describe('share a score card, remind before kick-off', () => {
  test("the final's score card renders and is shared as a PNG", async ({ page, kq }) => {
    await kq.seek(FINAL, FINAL_OVER);
    await page.goto(`/#/pages/soccer/facts/facts?match_id=${FINAL}`);
    await page.getByRole('button', { name: '分享比分卡片' }).click();
    const sheet = page.getByRole('dialog', { name: '分享比分' });
    const card = sheet.getByRole('img', { name: /法国 4 - 2 克罗地亚，完场/ });
    // The sheet's code and the match's page load on the tap: allow a slow, shared machine.
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toHaveAccessibleName(/曼朱基奇 18' 乌龙、格列兹曼 38' 点球.*姆巴佩 65'/);
    await expect(card).toHaveScreenshot('final-score-card.png');
    await kq.screenshot('share-card-final');
    // No app and no file sharing in this browser: the card downloads.
    const download = page.waitForEvent('download');
    await sheet.getByRole('button', { name: '分享图片' }).click();
    expect((await download).suggestedFilename()).toBe(`kanqiu-${FINAL}.png`);
    await expect(sheet.getByRole('status')).toHaveText('图片已保存');
    await sheet.getByRole('button', { name: '关闭' }).last().click();
    await expect(sheet).toHaveCount(0);
    // The odds pages' compact header offers it too.
    await page.goto(`/#/pages/soccer/exponent/exponent?match_id=${FINAL}`);
    await expect(page.getByRole('button', { name: '分享比分卡片' })).toBeVisible();
    await kq.screenshot('share-button-odds');
  });

  test("a basketball game's card names each side's top scorers", async ({ page, kq }) => {
    await kq.seek(NBA_GAME, NBA_OVER);
    await page.goto(`/#/pages/basketball/statistics/statistics?match_id=${NBA_GAME}`);
    await page.getByRole('button', { name: '分享比分卡片' }).click();
    const card = page.getByRole('dialog').getByRole('img', { name: /凯尔特人 107 - 89 独行侠/ });
    await expect(card).toHaveAccessibleName(/\d+分/, { timeout: 20_000 });
    await kq.screenshot('share-card-basketball');
  });

  test('提醒我 says it needs the app without the host call, and asks the app to remind with it', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, LONG_BEFORE);
    const live = `/#/pages/soccer/live/live?match_id=${FINAL}`;
    await page.goto(live);
    const remind = page.getByRole('button', { name: REMIND });
    await remind.click();
    await expect(page.locator('.kq-toast', { hasText: '需要在看球App中使用' })).toBeVisible();
    await expect(remind).not.toHaveAttribute('aria-pressed');
    await kq.screenshot('remind-needs-app');

    // An app with the optional calls (what the native team registers, per the bridge README).
    await page.addInitScript(() => {
      const calls: [string, string][] = [];
      window.hostCalls = calls;
      (window as unknown as { android: object }).android = {
        scheduleReminder: (json: string) => calls.push(['scheduleReminder', json]),
        cancelReminder: (id: string) => calls.push(['cancelReminder', id]),
      };
    });
    await kq.seek(FINAL, LONG_BEFORE);
    await page.reload();
    await remind.click();
    await expect(remind).toHaveAttribute('aria-pressed', 'true');
    await expect(remind).toHaveText('已提醒');
    const [call] = (await page.evaluate(() => window.hostCalls)) ?? [];
    expect(call?.[0]).toBe('scheduleReminder');
    const reminder = JSON.parse(call?.[1] ?? '{}') as Record<string, unknown>;
    expect(reminder).toMatchObject({
      match_id: FINAL,
      lead_minutes: 15,
      title: '法国 vs 克罗地亚',
      body: '比赛即将开始',
      url: `/pages/soccer/live/live?match_id=${FINAL}`,
      goal_alerts: true,
    });
    expect(Date.parse(String(reminder.kickoff))).toBeGreaterThan(Date.now());
    await kq.screenshot('remind-set');

    // Kept on the device; a second tap cancels it in the app.
    await kq.seek(FINAL, LONG_BEFORE);
    await page.reload();
    await expect(remind).toHaveText('已提醒');
    await remind.click();
    await expect(remind).toHaveText('提醒我');
    expect(await page.evaluate(() => window.hostCalls)).toEqual([['cancelReminder', FINAL]]);
  });
});
