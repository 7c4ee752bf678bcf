#!/usr/bin/env node
// Two benchmarks of the football live page over many pushes, in Debian Chromium against the built
// local server (docs/performance.md, "A whole match and 10,000 pushes"):
//
// - long tasks: the 2018 final replayed from kick-off to the final whistle at 30× with the CPU
//   throttled 4× (a mid-range Android phone); every main-thread task over 50 ms is counted, apart
//   from those of the page's own load.
// - heap: the page fed 10,000 pushes through its real socket code. The server's own pushes are held
//   back and the bench sends real pages of the final instead (200 moments of the match, fetched from
//   the server, replayed 50 times over; each pass is a higher revision, as after a correction), at
//   100 a second. The JavaScript heap is read after a forced garbage collection once the page has
//   taken one pass, and again after the 10,000 more, both ending on the same moment of the match.
//
// Usage: node scripts/bench-match.mjs [--json] [--only long-tasks|heap] [--pushes 10000]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';
import { startBenchServer } from './bench-server.mjs';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    only: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '8797' },
    pushes: { type: 'string', default: '10000' },
  },
});

const FINAL = '2058017';
const FINAL_SCENE = `detail_football_match_id_${FINAL}`;
const FINAL_DURATION = 6811;
const LIVE = `/#/pages/soccer/live/live?match_id=${FINAL}`;
const SPEED = 30;
const THROTTLE = 4;
const LONG_TASK_MS = 50;
/** Pushes the heap is measured over, and the moments of the match they cycle through. */
const PUSHES = Number(values.pushes);
const MOMENTS = 200;
/** The last moment fed is still before the final whistle: a finished match closes the socket. */
const LAST_MOMENT = FINAL_DURATION - 120;
const PUSH_INTERVAL_MS = 10;

const server = await startBenchServer(Number(values.port), {
  REPLAY_DEBUG: '1',
  REPLAY_SPEED: String(SPEED),
});

async function longTasks(browser) {
  await server.seek(FINAL, -20);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  let pushes = 0;
  let closed;
  const socketClosed = new Promise((resolve) => {
    closed = resolve;
  });
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      if (!String(frame.payload).startsWith('{"type":"ping"')) pushes += 1;
    });
    socket.on('close', () => closed());
  });
  await page.goto(`${server.origin}${LIVE}`);
  await page.getByTestId('match-score').waitFor();
  const loadedAt = await page.evaluate(() => performance.now());
  const deadline = ((FINAL_DURATION + 60) / SPEED) * 1000 + 60_000;
  await Promise.race([socketClosed, page.waitForTimeout(deadline)]);
  const status = await page.getByTestId('match-status').textContent();
  const tasks = await page.evaluate(() => window.__longTasks);
  await page.close();
  const during = tasks.filter((task) => task.start >= loadedAt);
  return {
    throttle: THROTTLE,
    speed: SPEED,
    pushes,
    finalStatus: status,
    longTasksAtLoad: tasks.length - during.length,
    longTasks: during.length,
    longestMs: Math.round(Math.max(0, ...during.map((task) => task.duration))),
  };
}

async function moments() {
  const pages = [];
  for (let i = 0; i < MOMENTS; i++) {
    await server.seek(FINAL, Math.round((LAST_MOMENT * (i + 1)) / MOMENTS));
    const response = await fetch(`${server.origin}/api/user/userScene`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scene: FINAL_SCENE }),
    });
    pages.push((await response.json()).data.page);
  }
  return pages;
}

async function heap(browser) {
  const pages = await moments();
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  let toPage = null;
  await page.routeWebSocket(/\/ws$/, (socket) => {
    const upstream = socket.connectToServer();
    // Only the connection's own frames pass; the match's pushes are the bench's.
    upstream.onMessage((message) => {
      const text = String(message);
      if (text.startsWith('{"type":"init"') || text.startsWith('{"type":"ping"')) {
        socket.send(text);
      }
    });
    socket.onMessage((message) => upstream.send(message));
    toPage = socket;
  });
  let warnings = 0;
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings += 1;
  });
  await page.goto(`${server.origin}${LIVE}`);
  await page.locator('.tlive').waitFor();
  await page.evaluate(() => window.unshowAdv());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const base = Date.now() + 1_000_000;
  const revisionBase = Math.max(...pages.map((moment) => moment.revision)) + 1;
  let sent = 0;
  const feed = async (count) => {
    for (let i = 0; i < count; i++, sent++) {
      const moment = pages[sent % MOMENTS];
      const pass = Math.floor(sent / MOMENTS);
      // Each pass starts the match again: a higher revision than any page before it (a correction),
      // the same within the pass, so every push is taken and none is refused as running backwards.
      const content = { ...moment, up_time: base + sent, revision: revisionBase + pass };
      toPage.send(JSON.stringify({ type: 'page_data', content }));
      await new Promise((resolve) => setTimeout(resolve, PUSH_INTERVAL_MS));
    }
    await page.waitForTimeout(1_000);
  };
  const measure = async () => {
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { heapMb: usedSize / 2 ** 20, nodes };
  };
  await feed(MOMENTS);
  const before = await measure();
  const started = Date.now();
  await feed(PUSHES);
  const seconds = (Date.now() - started) / 1000;
  const after = await measure();
  const score = await page.getByTestId('match-score').textContent();
  const expected = pages[(sent - 1) % MOMENTS];
  await page.close();
  return {
    pushes: PUSHES,
    seconds: Math.round(seconds),
    heapBeforeMb: Number(before.heapMb.toFixed(2)),
    heapAfterMb: Number(after.heapMb.toFixed(2)),
    growthMb: Number((after.heapMb - before.heapMb).toFixed(2)),
    nodesBefore: before.nodes,
    nodesAfter: after.nodes,
    warnings,
    shownScore: score,
    lastPushScore: `${expected.home_team.score}-${expected.away_team.score}`,
  };
}

try {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const result = {};
  if (values.only !== 'heap') result.longTasks = await longTasks(browser);
  if (values.only !== 'long-tasks') result.heap = await heap(browser);
  await browser.close();
  if (values.json) {
    console.log(JSON.stringify(result));
  } else {
    if (result.longTasks) {
      const r = result.longTasks;
      console.log(
        `whole final at ${r.speed}×, CPU ${r.throttle}×: ${r.pushes} frames, ${r.longTasks} long tasks (> ${LONG_TASK_MS} ms) after load, longest ${r.longestMs} ms; ${r.longTasksAtLoad} during the load; ended on ${r.finalStatus}`,
      );
    }
    if (result.heap) {
      const r = result.heap;
      console.log(
        `${r.pushes} pushes in ${r.seconds} s: heap ${r.heapBeforeMb} → ${r.heapAfterMb} MB (${r.growthMb >= 0 ? '+' : ''}${r.growthMb} MB), DOM ${r.nodesBefore} → ${r.nodesAfter} elements; ${r.warnings} console warnings; shows ${r.shownScore}, last push ${r.lastPushScore}`,
      );
    }
  }
} finally {
  server.stop();
}
