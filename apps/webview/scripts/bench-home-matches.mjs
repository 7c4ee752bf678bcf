// The home page's `POST /api/matches` answered with the real list's football matches copied to a
// given count (new ids, all on the world's today, states as the real ones), for the home list's
// benchmarks, and the home page opened on that list with the CPU throttled.
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';

/** The settling time after the first row shows, before the CPU is throttled. */
const SETTLE_MS = 500;

/** Answers the page's match list with `count` matches made from the real ones. */
export async function answerMatches(page, count) {
  await page.route('**/api/matches', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const real = body.data.matches.filter((m) => m.sport === 'football');
    const today = body.data.today?.wc2018 ?? '2018-07-01';
    const matches = Array.from({ length: count }, (_, i) => {
      const match = real[i % real.length];
      return {
        ...match,
        match_id: `${match.match_id}-${i}`,
        // Noon, Beijing: every copy is on the world's today.
        original_kickoff: `${today}T04:00:00.000Z`,
      };
    });
    await route.fulfill({ response, json: { ...body, data: { ...body.data, matches } } });
  });
}

/**
 * Opens the home page on a phone-sized page whose list has `count` matches, waits for its rows, and
 * throttles the page's CPU by `throttle`. The caller closes `browser`.
 */
export async function openHomeList(chromium, origin, count, throttle) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  });
  await answerMatches(page, count);
  await page.goto(`${origin}/#/`);
  await page.locator('.home-match').first().waitFor();
  await page.waitForTimeout(SETTLE_MS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { browser, page, cdp };
}
