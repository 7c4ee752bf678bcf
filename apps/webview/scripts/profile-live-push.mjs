#!/usr/bin/env node
// Where a live push's main-thread time goes: the same page and moment as bench-live-push.mjs (France–
// Croatia from the 85th minute, or `--basketball` game 5 late in the fourth quarter, at 30×, scrolled
// into the feed or `--top`), with the CPU throttled 4×, sampled by Chromium's own profiler (CDP
// `Profiler`, 100 µs interval) for `seconds` of pushes. Prints the functions with the most self time
// and the most total time (self + what they call), in ms per push. Function names are readable when
// the webview was built unminified (`pnpm --filter @kanqiu/webview exec vite build --minify false`;
// build it again normally afterwards).
//
// Usage: node scripts/profile-live-push.mjs [seconds=20] [--top] [--basketball] [--rows=30]
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';
import { startBenchServer } from './bench-server.mjs';

const args = process.argv.slice(2);
const atTop = args.includes('--top');
const basketball = args.includes('--basketball');
const seconds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 20);
const rows = Number(args.find((arg) => arg.startsWith('--rows='))?.slice(7) ?? 30);
const port = Number(process.env.KANQIU_BENCH_PORT ?? 8796);
const THROTTLE = 4;
const SAMPLING_US = 100;
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
  const cdp = await page.context().newCDPSession(page);
  let pushes = 0;
  let counting = false;
  /** Frames and bytes on the wire per frame type, while counting. */
  const wire = new Map();
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => {
      const text = String(frame.payload);
      if (!counting || !text.startsWith('{"type":"') || text.startsWith('{"type":"ping"')) return;
      pushes++;
      const type = text.slice(9, text.indexOf('"', 9));
      const seen = wire.get(type) ?? { frames: 0, bytes: 0 };
      wire.set(type, { frames: seen.frames + 1, bytes: seen.bytes + Buffer.byteLength(text) });
    }),
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.goto(`${server.origin}${CASE.path}`);
  await page.locator(CASE.feed).waitFor();
  await page.evaluate(() => window.unshowAdv());
  if (!atTop) await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
  await page.waitForTimeout(2_000);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
  await cdp.send('Profiler.start');
  counting = true;
  await page.waitForTimeout(seconds * 1_000);
  counting = false;
  const { profile } = await cdp.send('Profiler.stop');
  await browser.close();
  report(profile, pushes);
  console.log('\nframes | bytes per frame | type');
  for (const [type, { frames, bytes }] of wire) {
    console.log(
      `${String(frames).padStart(6)} | ${String(Math.round(bytes / frames)).padStart(15)} | ${type}`,
    );
  }
} finally {
  server.stop();
}

function report(profile, pushes) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
  }
  const label = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url ? url.slice(url.lastIndexOf('/') + 1) : '';
    return `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`;
  };
  const selfBy = new Map();
  const totalBy = new Map();
  for (const [id, ms] of self) {
    const node = byId.get(id);
    selfBy.set(label(node), (selfBy.get(label(node)) ?? 0) + ms);
    // Total: each function on the sample's stack once, however often it recurs.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = label(byId.get(at));
      if (seen.has(name)) continue;
      seen.add(name);
      totalBy.set(name, (totalBy.get(name) ?? 0) + ms);
    }
  }
  const idle = new Set(['(idle) ', '(program) ', '(root) ']);
  const busy = [...selfBy].filter(([name]) => !idle.has(name)).reduce((sum, [, ms]) => sum + ms, 0);
  const per = (ms) => (ms / Math.max(1, pushes)).toFixed(2);
  console.log(
    `${basketball ? 'basketball' : 'football'}, ${atTop ? 'top' : 'in the feed'}, ${THROTTLE}× CPU, ${pushes} pushes in ${seconds} s; busy (not idle/program) ${per(busy)} ms per push`,
  );
  const top = (map) =>
    [...map]
      .filter(([name]) => !idle.has(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows);
  console.log('\nself ms/push | function');
  for (const [name, ms] of top(selfBy)) console.log(`${per(ms).padStart(8)} | ${name}`);
  console.log('\ntotal ms/push | function');
  for (const [name, ms] of top(totalBy)) console.log(`${per(ms).padStart(8)} | ${name}`);
}
