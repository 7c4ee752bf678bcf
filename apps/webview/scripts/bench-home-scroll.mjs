#!/usr/bin/env node
// Measures scrolling the home page's match list with 300 matches in a day in Debian Chromium, with
// the CPU throttled 4× (Emulation.setCPUThrottlingRate; a mid-range Android phone): starts the local
// server (a built apps/server and apps/webview are needed), answers the page's `POST /api/matches`
// with the real list's matches copied to 300 (new ids, all on the world's today, states as the real
// ones), then scrolls the window a fixed step every frame for a few seconds, as a steady fling, and
// records every frame's interval. Reports frames per second, the share of frames over a frame and a
// half (a visible stutter), the slowest frame, and how many match rows the page holds at once.
//
// Usage: [BENCH_PORT=8798] [BENCH_DEBUG=1] [BENCH_PROFILE=1] node scripts/bench-home-scroll.mjs [matches=300] [--json]
// BENCH_DEBUG prints the main thread's task, script, layout and style time over the scroll.
// BENCH_PROFILE records a CPU profile of the scroll and prints where its samples fell: by source
// (the app, preact, …), by function, and the browser's own work (style, layout, paint, GC).
// BENCH_TRACE records a trace of the scroll and prints the main thread's time by event (script,
// style, layout, paint, …), each event's own time without its children, in all, per 1,000 px and in
// a mean slow and fast frame (bench-trace.mjs); BENCH_TRACE_OUT=<file> also writes the trace there
// (it opens in the browser's Performance panel).
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { openHomeList } from './bench-home-matches.mjs';
import { startBenchServer } from './bench-server.mjs';
import { printTrace } from './bench-trace.mjs';

const json = process.argv.includes('--json');
const count = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 300);
const port = Number(process.env.BENCH_PORT ?? 8798);
/** The CPU slow-down of a mid-range phone. */
const THROTTLE = 4;
/** Pixels scrolled each frame: 2,400 px a second at 60 fps, a brisk fling. */
const STEP_PX = 40;
const SCROLL_MS = 5000;
/** A frame this much over 1/60 s shows as a stutter. */
const SLOW_FRAME_MS = 25;
/** One frame at 60 Hz, with a little slack for the timer's rounding. */
const FRAME_MS = 16.7;
/** Microseconds between the profiler's samples. */
const PROFILE_INTERVAL_US = 200;
/** Functions listed in the profile's breakdown. */
const PROFILE_TOP = 15;

const server = await startBenchServer(port);
try {
  const { browser, page, cdp } = await openHomeList(chromium, server.origin, count, THROTTLE);
  await cdp.send('Performance.enable');
  const metric = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
  const profiling = Boolean(process.env.BENCH_PROFILE);
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: PROFILE_INTERVAL_US });
    await cdp.send('Profiler.start');
  }
  const tracing = Boolean(process.env.BENCH_TRACE);
  const traced = [];
  let traceDone = null;
  if (tracing) {
    cdp.on('Tracing.dataCollected', (event) => traced.push(...event.value));
    traceDone = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      },
    });
  }
  const before = await metric();
  const result = await page.evaluate(
    ({ step, duration }) =>
      new Promise((resolve) => {
        const frames = [];
        let rows = 0;
        let last = 0;
        const start = performance.now();
        const tick = (now) => {
          if (last) frames.push(now - last);
          last = now;
          window.scrollBy(0, step);
          rows = Math.max(rows, document.querySelectorAll('.home-match').length);
          if (now - start < duration) requestAnimationFrame(tick);
          else resolve({ frames, rows, scrolled: window.scrollY });
        };
        requestAnimationFrame(tick);
      }),
    { step: STEP_PX, duration: SCROLL_MS },
  );
  const after = await metric();
  if (profiling) printProfile((await cdp.send('Profiler.stop')).profile);
  if (tracing) {
    await cdp.send('Tracing.end');
    await traceDone;
    printTrace(traced, result.scrolled);
    if (process.env.BENCH_TRACE_OUT) {
      writeFileSync(process.env.BENCH_TRACE_OUT, JSON.stringify({ traceEvents: traced }));
    }
  }
  if (process.env.BENCH_DEBUG) {
    for (const key of [
      'TaskDuration',
      'ScriptDuration',
      'LayoutDuration',
      'RecalcStyleDuration',
      'LayoutCount',
      'RecalcStyleCount',
    ]) {
      console.error(key, (after[key] - before[key]).toFixed(3));
    }
  }
  const listed = Number(await page.locator('.kq-virtual-list').getAttribute('data-count'));
  await browser.close();
  const total = result.frames.reduce((a, b) => a + b, 0);
  const summary = {
    throttle: THROTTLE,
    matches: count,
    listRows: listed,
    maxMatchRowsInPage: result.rows,
    frames: result.frames.length,
    scrolledPx: Math.round(result.scrolled),
    fps: Number(((result.frames.length * 1000) / total).toFixed(1)),
    framesOver16: result.frames.filter((ms) => ms > FRAME_MS).length,
    slowFrames: result.frames.filter((ms) => ms > SLOW_FRAME_MS).length,
    longestFrameMs: Number(Math.max(...result.frames).toFixed(1)),
  };
  if (json) {
    console.log(JSON.stringify(summary));
  } else {
    console.log(
      `home list, ${count} matches (${listed} rows), ${THROTTLE}× CPU, ${STEP_PX} px a frame`,
    );
    console.log(
      `${summary.fps} fps over ${summary.frames} frames (${summary.scrolledPx} px); ${summary.framesOver16} over ${FRAME_MS} ms, ${summary.slowFrames} over ${SLOW_FRAME_MS} ms, longest ${summary.longestFrameMs} ms; at most ${summary.maxMatchRowsInPage} match rows in the page`,
    );
  }
} finally {
  server.stop();
}

/** Where the samples of a CPU profile fell, in ms of the throttled page, to stderr. */
function printProfile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  }
  const bySource = new Map();
  const byFunction = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  for (const [id, ms] of self) {
    const frame = nodes.get(id).callFrame;
    const file = frame.url.split('/').pop() || '';
    const source = frame.url ? (file.match(/^([a-z-]+)/i)?.[1] ?? file) : frame.functionName;
    add(bySource, source || '(program)', ms);
    add(byFunction, `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`, ms);
  }
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, PROFILE_TOP)
      .map(([key, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${key}`)
      .join('\n');
  console.error(`CPU profile, self time by source (chunk or browser work):\n${top(bySource)}`);
  console.error(`by function:\n${top(byFunction)}`);
}
