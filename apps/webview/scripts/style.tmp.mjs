import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '/work/main/scripts/chromium.ts';

const origin = 'http://127.0.0.1:8797';
await fetch(`${origin}/api/debug/replay`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ match_id: '2058017', t: 6811 + 60 }),
});
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto(`${origin}/#/pages/soccer/live/live?match_id=2058017`);
await page.locator('.tlive').waitFor();
await page.evaluate(() => window.unshowAdv());
await page.waitForTimeout(1500);
async function measure(label, setup, arg) {
  await page.evaluate(setup ?? (() => {}), arg);
  await page.waitForTimeout(300);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.evaluate(() => {
    const ol = document.querySelector('.tlive');
    const li = ol.querySelector('li.tlive__line').cloneNode(true);
    ol.insertBefore(li, ol.firstChild);
    void document.body.offsetHeight;
  });
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const n = events
    .filter((e) => e.name === 'UpdateLayoutTree')
    .reduce((a, e) => a + (e.args?.elementCount ?? 0), 0);
  console.log(label, 'elements restyled:', n);
}
await measure('as is');
const sheets0 = await page.evaluate(() =>
  [...document.styleSheets].map((s, i) => `${i} ${s.href ?? 'inline'} ${s.cssRules.length}`),
);

const drop = (pattern) => {
  for (const sh of document.styleSheets) {
    for (let r = sh.cssRules.length - 1; r >= 0; r--)
      if (sh.cssRules[r].cssText.startsWith(pattern)) sh.deleteRule(r);
  }
};
await measure(
  'without p + p',
  (fn) => {
    const d = new Function('pattern', fn);
    d('.live-empty p + p');
  },
  `${drop.toString().replace(/^\(pattern\) => /, '')}`,
);
await measure(
  'and without the line border rule',
  (fn) => {
    const d = new Function('pattern', fn);
    d('.tlive__line + .tlive__line');
  },
  `${drop.toString().replace(/^\(pattern\) => /, '')}`,
);
await measure('plus first-child borders', () => {
  const s = document.createElement('style');
  s.textContent =
    '.tlive__line { border-top: 1px solid var(--kq-color-divider) } .tlive > :first-child { border-top: 0 }';
  document.head.append(s);
});
await browser.close();
