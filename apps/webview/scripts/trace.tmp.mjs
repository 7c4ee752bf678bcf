import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '/work/main/scripts/chromium.ts';

const origin = 'http://127.0.0.1:8797';
await fetch(`${origin}/api/debug/replay`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ match_id: '2058017', t: 6150 }),
});
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto(`${origin}/#/pages/soccer/live/live?match_id=2058017`);
await page.locator('.tlive').waitFor();
await page.evaluate(() => window.unshowAdv());
await page.waitForTimeout(1500);
await browser.startTracing(page, {
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
});
await page.waitForTimeout(8000);
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents;
const sum = {};
for (const e of events) {
  if (e.ph !== 'X' && e.ph !== 'B') continue;
  const k = e.name;
  if (
    ![
      'UpdateLayoutTree',
      'Layout',
      'FunctionCall',
      'EvaluateScript',
      'ParseHTML',
      'Paint',
      'PrePaint',
      'Layerize',
      'HitTest',
      'RunTask',
    ].includes(k)
  )
    continue;
  sum[k] ??= { n: 0, dur: 0, elements: 0 };
  sum[k].n++;
  sum[k].dur += (e.dur ?? 0) / 1000;
  if (k === 'UpdateLayoutTree') sum[k].elements += e.args?.elementCount ?? 0;
}
console.log(sum);
const ult = events
  .filter((e) => e.name === 'UpdateLayoutTree' && (e.args?.elementCount ?? 0) > 20)
  .map((e) => [e.args.elementCount, ((e.dur ?? 0) / 1000).toFixed(2)]);
console.log('big style recalcs (elements, ms):', ult.slice(0, 30));
const lay = events
  .filter((e) => e.name === 'Layout' && e.args?.beginData)
  .map((e) => [
    e.args.beginData.dirtyObjects,
    e.args.beginData.totalObjects,
    ((e.dur ?? 0) / 1000).toFixed(2),
  ]);
console.log('layouts (dirty, total, ms):', lay.slice(0, 30));
await browser.close();
