#!/usr/bin/env node
// Measures the main-thread cost of each live push on the live page in Debian Chromium: starts the
// local server (a built apps/server and apps/webview are needed), opens France–Croatia late in the
// match (every commentary line of the match is on the page) or, with `--basketball`, game 5 of the
// 2024 NBA Finals late in the fourth quarter (more than 400 play-by-play lines) while it plays at 30×, and
// reads Chromium's own counters (Performance.getMetrics: ScriptDuration, LayoutDuration,
// RecalcStyleDuration) after every pushed frame, with the CPU unthrottled and throttled 4× (a
// mid-range Android phone), scrolled into the feed. Prints the median and 95th percentile of script + style + layout per
// push, and the parts. With `--json` prints the figures as JSON (for `pnpm bench`).
//
// Usage: node scripts/bench-live-push.mjs [seconds=20] [--top] [--basketball] [--json]
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';
import { quantile, startBenchServer } from './bench-server.mjs';

const args = process.argv.slice(2);
const json = args.includes('--json');
/** `--top`: the page stays at its top (new lines wait above the feed) instead of in the feed. */
const atTop = args.includes('--top');
/** `--basketball`: the basketball live page with a long play-by-play instead of the football final. */
const basketball = args.includes('--basketball');
const seconds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 20);
const port = Number(process.env.KANQIU_BENCH_PORT ?? 8795);
/** 85th minute of the final: every line of the match is shown, pushes keep coming for ~20 s. */
const LATE_IN_THE_FINAL = 6150;
/** Late in the fourth quarter of game 5 (8,484 s in all): over 400 lines shown, pushes keep coming. */
const LATE_IN_GAME_5 = 7700;
const CASE = basketball
  ? {
      matchId: '401656363',
      at: LATE_IN_GAME_5,
      path: '/#/pages/basketball/live/live?match_id=401656363',
      feed: '.bb-tlive',
      name: 'basketball, NBA Finals game 5 late in the fourth quarter',
    }
  : {
      matchId: '2058017',
      at: LATE_IN_THE_FINAL,
      path: '/#/pages/soccer/live/live?match_id=2058017',
      feed: '.tlive',
      name: 'football, France–Croatia from the 85th minute',
    };
/** Time after a push's first frame by which its work is done, even at 4×. */
const SETTLE_MS = 600;

const server = await startBenchServer(port, { REPLAY_DEBUG: '1', REPLAY_SPEED: '30' });
const { origin } = server;

async function run(browser, throttle) {
  await server.seek(CASE.matchId, CASE.at);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const metric = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const by = Object.fromEntries(metrics.map((m) => [m.name, m.value * 1000]));
    return { script: by.ScriptDuration, layout: by.LayoutDuration, style: by.RecalcStyleDuration };
  };
  const samples = [];
  let measuring = false;
  let last = null;
  let sampling = null;
  let lines = 0;
  // Frames that arrive together (a page and its trend at the same moment) are one push: the counters
  // are read once their work is done, SETTLE_MS after the first of them.
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => {
      const text = String(frame.payload);
      if (text.includes('"tlive":')) lines = JSON.parse(text).content?.tlive?.length ?? lines;
      if (!measuring || sampling || !text.startsWith('{"type":"')) return;
      if (text.startsWith('{"type":"ping"')) return;
      sampling = (async () => {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const now = await metric();
        samples.push({
          script: now.script - last.script,
          layout: now.layout - last.layout,
          style: now.style - last.style,
        });
        last = now;
        sampling = null;
      })();
    }),
  );
  await page.goto(`${origin}${CASE.path}`);
  await page.locator(CASE.feed).waitFor();
  // The advert carousel animates on its own timer; hide it so only pushes are measured.
  await page.evaluate(() => window.unshowAdv());
  // Scrolled into the feed, as a fan reading the commentary: every push then draws its new lines
  // above the reader and keeps the reader's place (with the feed's top in view they only wait).
  if (!atTop) await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
  await page.waitForTimeout(2_000);
  last = await metric();
  measuring = true;
  await page.waitForTimeout(seconds * 1_000);
  measuring = false;
  await sampling;
  await page.close();
  const total = samples.map((s) => s.script + s.layout + s.style);
  const median = (key) =>
    quantile(
      samples.map((s) => s[key]),
      0.5,
    );
  return {
    throttle,
    pushes: samples.length,
    lines,
    median: quantile(total, 0.5),
    p95: quantile(total, 0.95),
    script: median('script'),
    layout: median('layout'),
    style: median('style'),
  };
}

try {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const results = [];
  for (const throttle of [1, 4]) results.push(await run(browser, throttle));
  await browser.close();
  if (json) {
    console.log(JSON.stringify(results));
  } else {
    console.log(
      `live page, ${CASE.name}, at 30×, ${atTop ? 'at the top' : 'in the feed'}, ${seconds} s per run`,
    );
    console.log('CPU | pushes | lines | median ms | p95 ms | script | layout | style (medians)');
    const f = (n) => n.toFixed(2);
    for (const r of results) {
      console.log(
        `${r.throttle}× | ${r.pushes} | ${r.lines} | ${f(r.median)} | ${f(r.p95)} | ${f(r.script)} | ${f(r.layout)} | ${f(r.style)}`,
      );
    }
  }
} finally {
  server.stop();
}
