import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** France–Croatia, the 2018 final. */
const FINAL = '2058017';
/** Ten match minutes before kick-off: the header shows VS, the kick-off time and the countdown. */
const BEFORE_KICKOFF = -600;
/** The 42nd minute: the header shows the score and the clock. */
const FIRST_HALF = 2500;
/** The pages whose score header is the compact one, by their path under `/pages/soccer/`. */
const PAGES = ['data/data', 'lineup/lineup', 'gen/gen', 'exponent/exponent'];

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
  ['before kick-off', BEFORE_KICKOFF],
  ['during the match', FIRST_HALF],
] as const) {
  test(`the compact score header takes the place held for it ${state}: the tabs never move`, async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, second);
    await recordTabsTop(page);
    for (const path of PAGES) {
      // A document of its own for each page, as a fan opening it from the host: its skeleton first.
      await page.goto('about:blank');
      await page.goto(`/#/pages/soccer/${path}?match_id=${FINAL}`);
      await expect(page.getByTestId('match-score')).toBeVisible();
      await expect(page.locator('#boot')).toHaveCount(0);
      // A frame after the header's for a late move to be recorded.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const tops = await page.evaluate(
        () => (window as unknown as { __kqTabsTops: number[] }).__kqTabsTops,
      );
      expect(tops, `${path}: where the tabs stood, frame by frame`).toHaveLength(1);
    }
  });
}
