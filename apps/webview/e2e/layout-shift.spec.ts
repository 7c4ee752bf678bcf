import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** France–Croatia, the 2018 final. */
const FINAL = '2058017';
const FOOTBALL_LIVE = `/#/pages/soccer/live/live?match_id=${FINAL}`;
/** The 60th minute: the feed is long and new lines keep coming. */
const SECOND_HALF = 3600;
/** Four match minutes before kick-off (8 s at the test clock): the countdown shows, then the match starts. */
const BEFORE_KICKOFF = -240;
/** Three match minutes (six seconds of the test clock's 30×) of pushes are watched each time. */
const WATCHED_MATCH_SECONDS = 180;
/** The bound of issue 24: cumulative layout shift while the match plays. */
const MAX_CLS = 0.01;

/** Starts summing the layout shifts of the page (those a fan's own input caused are not counted). */
async function observeShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as {
      __kqShift: number;
      __kqShiftObserver?: PerformanceObserver;
    };
    state.__kqShiftObserver?.disconnect();
    state.__kqShift = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
      }>) {
        if (!entry.hadRecentInput) state.__kqShift += entry.value;
      }
    });
    observer.observe({ type: 'layout-shift', buffered: false });
    state.__kqShiftObserver = observer;
  });
}

async function shifted(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __kqShift: number }).__kqShift);
}

/** The newest line the feed draws. */
async function firstLineId(page: Page): Promise<string | null> {
  return page.locator('.tlive [data-line-id]').first().getAttribute('data-line-id');
}

/** Watches three match minutes of pushes and returns how far the page shifted meanwhile. */
async function shiftOverThreeMinutes(page: Page): Promise<number> {
  await observeShifts(page);
  await page.waitForTimeout((WATCHED_MATCH_SECONDS / 30) * 1000);
  return shifted(page);
}

test.describe('layout shift while the match plays', () => {
  test('the football live page moves nothing at the top or scrolled into the feed', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, SECOND_HALF);
    await page.goto(FOOTBALL_LIVE);
    await expect(page.locator('.tlive [data-line-id]').nth(12)).toBeVisible();
    // Adverts and fonts settle; the page's own load is not what is measured.
    await page.waitForTimeout(1500);

    const atTop = await shiftOverThreeMinutes(page);
    // The lines that came meanwhile wait above the feed, the newest one shown, until asked for.
    const held = page.locator('.tlive__held');
    await expect(held).toContainText(/\d+ 条新直播/);
    await kq.screenshot('live-top-lines-held');
    const drawn = await firstLineId(page);
    await held.click();
    await expect.poll(() => firstLineId(page)).not.toBe(drawn);

    await page.evaluate(() =>
      window.scrollTo(0, document.documentElement.scrollHeight / 2 - window.innerHeight / 2),
    );
    await page.waitForTimeout(300);
    const before = await firstLineId(page);
    const inFeed = await shiftOverThreeMinutes(page);
    // Scrolled into the feed, lines go in above the reader at once.
    expect(await firstLineId(page)).not.toBe(before);
    await kq.screenshot('live-feed-after-pushes');

    expect(atTop, 'CLS at the top').toBeLessThanOrEqual(MAX_CLS);
    expect(inFeed, 'CLS scrolled into the feed').toBeLessThanOrEqual(MAX_CLS);
  });

  test('across kick-off the header keeps its lines and the trend waits in the chart’s place', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, BEFORE_KICKOFF);
    await page.goto(FOOTBALL_LIVE);
    const waiting = page.getByTestId('trend-waiting');
    await expect(waiting).toContainText('比赛开始后显示双方攻势');
    await expect(waiting).toContainText(/北京时间 \d\d-\d\d \d\d:\d\d 开赛/);
    await kq.screenshot('live-pre-match-trend');
    await page.waitForTimeout(500);
    await observeShifts(page);
    await expect(page.locator('.trend__svg')).toBeVisible({ timeout: 15_000 });
    await expect(waiting).toHaveCount(0);
    expect(await shifted(page), 'CLS across kick-off').toBeLessThanOrEqual(MAX_CLS);
  });
});
