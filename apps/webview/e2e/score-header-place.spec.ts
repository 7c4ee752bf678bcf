import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** France–Croatia, the 2018 final, and Game 5 of the 2024 NBA Finals. */
const FINAL = '2058017';
const GAME_5 = '401656363';
/** Ten match minutes before the start: the headers show VS, the kick-off time and the countdown. */
const BEFORE_START = -600;
/** Some way into the match: the headers show the score and the clock. */
const PLAYING = 1000;
/** Every match page, by its path under its sport: each holds its score header's place while it loads. */
const PAGES = {
  soccer: [
    FINAL,
    ['live/live', 'facts/facts', 'lineup/lineup', 'data/data', 'exponent/exponent', 'gen/gen'],
  ],
  basketball: [
    GAME_5,
    [
      'live/live',
      'facts/facts',
      'statistics/statistics',
      'data/data',
      'exponent/exponent',
      'gen/gen',
    ],
  ],
} as const;

/**
 * Records, every frame from the document's first paint, where the tabs under the score header
 * stand: the skeleton's, then the page's.
 */
async function recordTabsTop(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tops: number[] = [];
    (window as unknown as { __kqTabsTops: number[] }).__kqTabsTops = tops;
    const sample = () => {
      const tabs = document.querySelector('#boot .boot-tabs, nav.match-subnav');
      if (tabs) {
        const top = Math.round(tabs.getBoundingClientRect().top);
        if (tops.at(-1) !== top) tops.push(top);
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

for (const [state, second] of [
  ['before the start', BEFORE_START],
  ['during the match', PLAYING],
] as const) {
  test(`every match page's score header takes the place held for it ${state}: the tabs never move`, async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, second);
    await kq.seek(GAME_5, second);
    await recordTabsTop(page);
    for (const [sport, [matchId, paths]] of Object.entries(PAGES)) {
      for (const path of paths) {
        // A document of its own for each page, as a fan opening it from the host: its skeleton first.
        await page.goto('about:blank');
        await page.goto(`/#/pages/${sport}/${path}?match_id=${matchId}`);
        await expect(page.getByTestId('match-score')).toBeVisible();
        await expect(page.locator('#boot')).toHaveCount(0);
        // A frame after the header's for a late move to be recorded.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        const tops = await page.evaluate(
          () => (window as unknown as { __kqTabsTops: number[] }).__kqTabsTops,
        );
        expect(tops, `${sport}/${path}: where the tabs stood, frame by frame`).toHaveLength(1);
      }
    }
  });
}
