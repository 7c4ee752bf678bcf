import { expect, test } from './fixtures';

/**
 * Game 5 of the 2024 NBA Finals, Boston 106–88 Dallas. The 1st quarter ends at replay second 1538
 * (its last play's wall clock, 25 min 38 s after the first), Boston 28–18.
 */
const GAME_5 = '401656363';
/** Well inside the 1st quarter: the page is held in play before the test moves the replay on. */
const FIRST_QUARTER = 1_000;
/** A few replay seconds (well under a second at the tests' speed) before the quarter's end. */
const BEFORE_FIRST_QUARTER_END = 1_530;
/** How soon a followed game's moment must show on another page (docs/follows.md). */
const ALERT_WITHIN_MS = 2_000;

test('with a basketball game followed, the end of its 1st quarter shows a banner on the home page within 2 s, and the banner opens the game', async ({
  page,
  kq,
}) => {
  await page.addInitScript(
    ([game]) => {
      if (window.localStorage.getItem('kq.follows')) return;
      window.localStorage.setItem(
        'kq.follows',
        JSON.stringify({
          follows: [
            {
              kind: 'match',
              id: game,
              name: '凯尔特人 vs 独行侠',
              followed_at: '2026-11-22T00:00:00Z',
            },
          ],
          alerts: null,
        }),
      );
    },
    [GAME_5] as const,
  );
  // The moment the banner appears, read in the page: the test's own polling adds its own delay.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const shown = window as unknown as { __alertAt?: number };
      if (shown.__alertAt === undefined && document.querySelector('.kq-alert')) {
        shown.__alertAt = Date.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const sockets = kq.watchSockets();
  await kq.seek(GAME_5, FIRST_QUARTER);
  await page.goto('/#/');
  await expect
    .poll(() =>
      sockets.sceneCalls.some(
        (call) => call.scene === `detail_basketball_match_id_${GAME_5}` && call.client_id,
      ),
    )
    .toBe(true);
  const banner = page.getByRole('status', { name: '关注比赛提醒' });
  await expect(banner).toHaveCount(0);

  await kq.seek(GAME_5, BEFORE_FIRST_QUARTER_END);
  const sought = Date.now();
  await expect(banner).toContainText('第1节结束', { timeout: ALERT_WITHIN_MS + 2_000 });
  const shownAt = await page.evaluate(() => (window as unknown as { __alertAt: number }).__alertAt);
  expect(shownAt - sought).toBeLessThan(ALERT_WITHIN_MS);
  await expect(banner).toContainText('凯尔特人 28-18 独行侠');
  await kq.screenshot('basketball-alert-390');
  expect(sockets.open()).toHaveLength(1);

  await banner.getByRole('button', { name: /查看比赛/ }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/basketball/live/live\\?match_id=${GAME_5}`));
});
