import type { Page } from '@playwright/test';
import { expect, SCREENSHOT_DIR, test } from './fixtures';

/**
 * Every basketball page at the two phone sizes the app is checked at, with nothing wider than the
 * screen. Game 5 of the 2024 Finals (BOS 106–88 DAL) early in the 2nd quarter for the live pages.
 */
const GAME_5 = '401656363';
const SECOND_QUARTER = 2200;
const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
] as const;

const PAGES = [
  {
    name: 'live',
    path: `/#/pages/basketball/live/live?match_id=${GAME_5}`,
    ready: '.bb-tlive__line',
  },
  {
    name: 'facts',
    path: `/#/pages/basketball/facts/facts?match_id=${GAME_5}`,
    ready: '.kq-compare__row',
  },
  {
    name: 'statistics',
    path: `/#/pages/basketball/statistics/statistics?match_id=${GAME_5}`,
    ready: '.kq-table__row',
  },
  {
    name: 'data',
    path: `/#/pages/basketball/data/data?match_id=${GAME_5}`,
    ready: '.kq-board__match',
  },
  { name: 'gen', path: `/#/pages/basketball/gen/gen?match_id=${GAME_5}`, ready: '.match-info' },
  {
    name: 'team-detail',
    path: `/#/pages/basketball/team/detail?team_id=2&match_id=${GAME_5}`,
    ready: '.kq-table__row',
  },
  {
    name: 'team-schedule',
    path: `/#/pages/basketball/team/schedule?team_id=6&match_id=${GAME_5}`,
    ready: '.team-game',
  },
] as const;

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the screen').toBeLessThanOrEqual(0);
}

test.describe('basketball pages on phones', () => {
  for (const target of PAGES) {
    test(`${target.name} fits 390 and 360 px wide`, async ({ page, kq }) => {
      await kq.seek(GAME_5, SECOND_QUARTER);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.goto(target.path);
        await expect(page.locator(target.ready).first()).toBeVisible();
        await noSidewaysScroll(page);
        await kq.screenshot(`basketball-${target.name}-${size.width}`);
        await page.screenshot({
          path: `${SCREENSHOT_DIR}basketball-${target.name}-${size.width}-full.png`,
          fullPage: true,
        });
      }
    });
  }
});
