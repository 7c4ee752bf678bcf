#!/usr/bin/env node
// What a live push makes the renderer do, in counts a busy machine does not inflate: the same page and
// moment as profile-live-push.mjs (France–Croatia from the 85th minute, or `--basketball` game 5 late
// in the fourth quarter, at 30×, scrolled into the feed or `--top`), traced by Chromium for `seconds`
// of pushes once the page has settled. Prints per push: the main thread's CPU time (thread time of
// its tasks, unthrottled), the elements restyled (`UpdateLayoutTree`), the layout objects laid out
// (`Layout`, dirty objects) and the forced layouts (a layout inside script).
//
// Usage: node scripts/trace-live-push.mjs [seconds=15] [--top] [--basketball] [--settle=6000]
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';
import { startBenchServer } from './bench-server.mjs';

const args = process.argv.slice(2);
const atTop = args.includes('--top');
const basketball = args.includes('--basketball');
const seconds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 15);
const settle = Number(args.find((arg) => arg.startsWith('--settle='))?.slice(9) ?? 6000);
const port = Number(process.env.KANQIU_BENCH_PORT ?? 8797);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
const CASE = basketball
  ? {
      matchId: '401656363',
      at: 7700,
      path: '/#/pages/basketball/live/live?match_id=401656363',
      feed: '.bb-tlive',
    }
  : {
      matchId: '2058017',
      at: 6150,
      path: '/#/pages/soccer/live/live?match_id=2058017',
      feed: '.tlive',
    };

const server = await startBenchServer(port, { REPLAY_DEBUG: '1', REPLAY_SPEED: '30' });
try {
  await server.seek(CASE.matchId, CASE.at);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  let pushes = 0;
  let counting = false;
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => {
      const text = String(frame.payload);
      if (counting && text.startsWith('{"type":"') && !text.startsWith('{"type":"ping"')) pushes++;
    }),
  );
  await page.goto(`${server.origin}${CASE.path}`);
  await page.locator(CASE.feed).waitFor();
  await page.evaluate(() => window.unshowAdv());
  if (!atTop) await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
  await page.waitForTimeout(settle);
  await browser.startTracing(page, { categories: CATEGORIES });
  counting = true;
  await page.waitForTimeout(seconds * 1_000);
  counting = false;
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await browser.close();
  report(trace.traceEvents ?? trace, pushes);
} finally {
  server.stop();
}

function report(events, pushes) {
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const onMain = events.filter((event) => main && event.pid === main.pid && event.tid === main.tid);
  let cpu = 0;
  let restyled = 0;
  let laidOut = 0;
  let forced = 0;
  let forcedMs = 0;
  // A layout inside script (an event handler, a callback, a microtask) was forced by a read.
  const SCRIPT = new Set([
    'FunctionCall',
    'EventDispatch',
    'RunMicrotasks',
    'TimerFire',
    'FireAnimationFrame',
  ]);
  const scripts = onMain.filter((event) => SCRIPT.has(event.name) && event.ph === 'X');
  const inScript = (event) =>
    scripts.some((task) => event.ts >= task.ts && event.ts <= task.ts + task.dur);
  for (const event of onMain) {
    if (event.name === 'RunTask' && event.ph === 'X') cpu += (event.tdur ?? event.dur) / 1000;
    if (event.name === 'UpdateLayoutTree') restyled += event.args?.elementCount ?? 0;
    if (event.name === 'Layout' && event.ph === 'X') {
      laidOut += event.args?.beginData?.dirtyObjects ?? 0;
      if (inScript(event)) {
        forced++;
        forcedMs += (event.tdur ?? event.dur) / 1000;
      }
    }
  }
  const per = (n) => (n / Math.max(1, pushes)).toFixed(2);
  console.log(
    `${basketball ? 'basketball' : 'football'}, ${atTop ? 'top' : 'in the feed'}, unthrottled, ${pushes} pushes in ${seconds} s, per push:`,
  );
  console.log(`  main-thread CPU ${per(cpu)} ms`);
  console.log(`  elements restyled ${per(restyled)}`);
  console.log(`  layout objects laid out ${per(laidOut)}`);
  console.log(`  forced layouts ${per(forced)} (${per(forcedMs)} ms)`);
}
