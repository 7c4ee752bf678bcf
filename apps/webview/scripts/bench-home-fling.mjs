#!/usr/bin/env node
// Measures the home page's list with 300 matches in a day the way a fan sees a fling: the page
// scrolls on the compositor (a wheel gesture, bench-gesture.mjs) with the CPU throttled 4×, and the
// frames the screen got are counted from the compositor's trace. bench-home-scroll.mjs scrolls from
// the main thread instead, so there every slow redraw of the list is a slow frame; here a redraw
// only delays new rows, and a frame is lost only when the compositor drops it.
// DevTools' CPU throttling slows the page's main thread only, not the compositor's thread.
//
// Usage: [BENCH_PORT=8799] [BENCH_THROTTLE=4] node scripts/bench-home-fling.mjs [matches=300] [--json]
import { chromium } from '@playwright/test';
import { measureGesture } from './bench-gesture.mjs';
import { openHomeList } from './bench-home-matches.mjs';
import { startBenchServer } from './bench-server.mjs';

const json = process.argv.includes('--json');
const count = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 300);
const port = Number(process.env.BENCH_PORT ?? 8799);
/** The CPU slow-down of a mid-range phone (`BENCH_THROTTLE=1` for none, a control). */
const THROTTLE = Number(process.env.BENCH_THROTTLE ?? 4);
/** The fling's speed: 2,400 px a second, as bench-home-scroll.mjs's 40 px a frame. */
const SPEED_PX = 2400;
const DISTANCE_PX = 12000;

const server = await startBenchServer(port);
try {
  const { browser, page, cdp } = await openHomeList(chromium, server.origin, count, THROTTLE);
  const frames = await measureGesture(cdp, DISTANCE_PX, SPEED_PX);
  const scrolledPx = Math.round(await page.evaluate(() => window.scrollY));
  await browser.close();
  const summary = { throttle: THROTTLE, matches: count, scrolledPx, ...frames };
  if (json) {
    console.log(JSON.stringify(summary));
  } else {
    console.log(
      `home list, ${count} matches, ${THROTTLE}× CPU, a fling of ${SPEED_PX} px/s on the compositor`,
    );
    console.log(
      `${frames.fps} fps over ${frames.scrollMs} ms (${scrolledPx} px): ${frames.presented} frames presented (${frames.presentedBeforeMainThread} before the main thread's update), ${frames.dropped} dropped, ${frames.unchanged} with nothing new, ${frames.missingContent} with content missing`,
    );
  }
} finally {
  server.stop();
}
