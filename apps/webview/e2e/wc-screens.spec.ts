import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The World Cup and league pages at the two phone sizes the app is checked at, with nothing wider
 * than the screen; each saved as a screenshot to look at.
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
] as const;

const PAGES = [
  { name: 'home', path: '/#/', ready: '.home-match' },
  { name: 'gen', path: '/#/pages/soccer/gen/gen?match_id=2057970', ready: '.match-info' },
  { name: 'gen-history', path: '/#/pages/soccer/gen/gen?match_id=wc2022-064', ready: '.gen-fact' },
  {
    name: 'team-detail',
    path: '/#/pages/soccer/team/detail?team_id=CRO',
    ready: '.kq-table__row',
  },
  {
    name: 'team-points',
    path: '/#/pages/soccer/team/points?team_id=LIV',
    ready: '.kq-points__team',
  },
  {
    name: 'team-schedule',
    path: '/#/pages/soccer/team/schedule?team_id=FRA',
    ready: '.fteam-game',
  },
  { name: 'league-data', path: '/#/pages/leagueData/leagueData', ready: '.kq-points__team' },
  {
    name: 'league-rounds',
    path: '/#/pages/leagueData/leagueData?key=de.1&view=rounds',
    ready: '.league-match',
  },
  {
    name: 'league-scorers',
    path: '/#/pages/leagueData/leagueData?key=wc&season=2022&view=scorers',
    ready: '.league-scorer',
  },
  {
    name: 'facts-shootout',
    path: '/#/pages/soccer/facts/facts?match_id=2058012',
    ready: '.timeline',
  },
] as const;

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the screen').toBeLessThanOrEqual(0);
}

test.describe('World Cup and league pages on phones', () => {
  for (const target of PAGES) {
    test(`${target.name} fits 390 and 360 px wide`, async ({ page, kq }) => {
      if (target.name === 'team-detail') {
        // The team page counts only what the replay has played: Croatia's whole tournament first.
        await kq.finishWorldCup();
      }
      if (target.name === 'facts-shootout') {
        // Russia–Croatia in its shoot-out (2-2 after 120 minutes, Croatia through 4-3).
        await kq.seek('2058012', 9700);
      }
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.goto(target.path);
        await expect(page.locator(target.ready).first()).toBeVisible();
        await noSidewaysScroll(page);
        await kq.screenshot(`wc-${target.name}-${size.width}`);
      }
    });
  }
});
