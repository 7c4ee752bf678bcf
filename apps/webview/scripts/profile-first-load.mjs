#!/usr/bin/env node
// Where a cold load's main-thread time goes: each benchmarked route (bench-routes.mjs) of the
// production build opened in a fresh Chromium with the CPU throttled 4× (what Lighthouse's mobile
// run assumes), traced from navigation to `settle` ms after its `load` event. Prints every
// task over 50 ms (what total blocking time counts, after the first contentful paint) with what
// filled it: script by source module (mapped through the build's source maps in
// dist-sourcemaps/), style, layout, paint; then the whole load's script by module, every task
// counted. Wall-clock figures depend on the machine's load; the split of each task does much less.
//
// Usage: node scripts/profile-first-load.mjs [--routes home,live] [--settle 8000] [--all]
//        node scripts/profile-first-load.mjs --trace kept-live.json   (a trace kept with KEEP_TRACE=kept)
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';
import { BENCH_ROUTES } from './bench-routes.mjs';
import { startBenchServer } from './bench-server.mjs';
import { pageMainThread } from './trace-long-tasks.mjs';

const THROTTLE = 4;
const LONG_TASK_MS = 50;
/** Modules listed in the whole load's totals. */
const TOTAL_TOP = 15;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'toplevel',
  'v8.execute',
];
const maps = new Map();
const MAPS = fileURLToPath(new URL('../dist-sourcemaps/assets/', import.meta.url));

const { values } = parseArgs({
  options: {
    routes: { type: 'string' },
    settle: { type: 'string', default: '8000' },
    all: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '8797' },
    // A trace kept by an earlier run (KEEP_TRACE), read again instead of loading the page.
    trace: { type: 'string' },
    origin: { type: 'string', default: 'http://127.0.0.1:' },
  },
});
if (values.trace) {
  const kept = JSON.parse(readFileSync(values.trace, 'utf8'));
  report(values.trace, kept.traceEvents ?? kept, values.origin);
  process.exit(0);
}
const wanted = values.routes?.split(',');
const routes = BENCH_ROUTES.filter((route) => !wanted || wanted.includes(route.name));

const server = await startBenchServer(Number(values.port), { REPLAY_SPEED: '30' });
try {
  for (const route of routes) {
    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${server.origin}${route.path}`);
    // A fixed wait, not a locator: Playwright's polling runs scripts in the page that would be traced.
    await page.waitForTimeout(Number(values.settle));
    const trace = JSON.parse((await browser.stopTracing()).toString());
    await browser.close();
    if (process.env.KEEP_TRACE)
      (await import('node:fs')).writeFileSync(
        `${process.env.KEEP_TRACE}-${route.name}.json`,
        JSON.stringify(trace),
      );
    report(route.name, trace.traceEvents ?? trace, server.origin);
  }
} finally {
  server.stop();
}

function report(name, events, origin) {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin),
  );
  const start = events.find(
    (e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.startsWith(origin),
  );
  const main = pageMainThread(events, parse.pid);
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const nav = start.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts;
  const at = (ts) => ((ts - nav) / 1000).toFixed(0);
  const tasks = own.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= nav);
  const samples = profileSamples(events, main);
  const pageFrames = new Set(
    events
      .filter((e) => e.name === 'FrameCommittedInBrowser' || e.name === 'TracingStartedInBrowser')
      .flatMap((e) => [e.args?.data?.frame, ...(e.args?.data?.frames ?? []).map((f) => f.frame)])
      .filter(Boolean),
  );
  let tbt = 0;
  let skipped = 0;
  const lines = [];
  for (const task of tasks) {
    const ms = task.dur / 1000;
    if (ms < LONG_TASK_MS && !values.all) continue;
    const inside = own.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < task.ts + task.dur);
    const sum = (names) =>
      inside.filter((e) => names.includes(e.name)).reduce((t, e) => t + e.dur / 1000, 0);
    const script = samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + task.dur);
    // Chromium may run its own pages (chrome://, e.g. the omnibox's popup) on the page's renderer
    // thread; a task whose script is mostly theirs, or whose layout is of their frames only, is not
    // the page's.
    const browserOwn = script.filter((s) => s.browser).reduce((t, s) => t + s.ms, 0);
    const framesIn = new Set(inside.map(frameOf).filter(Boolean));
    const foreignFrame = framesIn.size > 0 && ![...framesIn].some((f) => pageFrames.has(f));
    if (foreignFrame || browserOwn > script.reduce((t, s) => t + s.ms, 0) / 2) {
      skipped += ms;
      continue;
    }
    if (fcp && task.ts + task.dur > fcp && ms > LONG_TASK_MS) tbt += ms - LONG_TASK_MS;
    const bySource = new Map();
    for (const s of script) bySource.set(s.source, (bySource.get(s.source) ?? 0) + s.ms);
    const byName = new Map();
    for (const e of inside)
      if (e !== task) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
    const names = [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([n, t]) => `${n} ${t.toFixed(0)}`)
      .join(', ');
    const byOwn = new Map();
    for (const s of script) byOwn.set(s.via, (byOwn.get(s.via) ?? 0) + s.ms);
    const own5 = [...byOwn]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([source, t]) => `${t.toFixed(0)} ${source}`)
      .join(', ');
    const top = [...bySource]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([source, t]) => `${t.toFixed(0).padStart(5)} ${source}`);
    const first = inside.find((e) =>
      [
        'TimerFire',
        'FunctionCall',
        'EvaluateScript',
        'v8.evaluateModule',
        'EventDispatch',
        'ParseHTML',
        'FireAnimationFrame',
        'XHRReadyStateChange',
      ].includes(e.name),
    );
    lines.push(
      `${at(task.ts).padStart(6)} ms  ${ms.toFixed(0).padStart(4)} ms  ${first?.name ?? '?'} ${first?.args?.data?.url ?? first?.args?.data?.functionName ?? ''}` +
        `  style ${sum(['UpdateLayoutTree', 'ParseAuthorStyleSheet']).toFixed(0)} layout ${sum(['Layout']).toFixed(0)} paint ${sum(['Paint', 'PrePaint', 'Layerize']).toFixed(0)} gc ${sum(['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER']).toFixed(0)}` +
        (top.length ? `\n${top.map((t) => `                 ${t}`).join('\n')}` : '') +
        (own5 ? `\n                 within: ${own5}` : '') +
        `\n                 events: ${names}`,
    );
  }
  console.log(
    `\n== ${name}: FCP ${fcp ? at(fcp) : '?'} ms, blocking time after FCP ${tbt.toFixed(0)} ms (${THROTTLE}× CPU)` +
      (skipped ? `; ${skipped.toFixed(0)} ms of Chromium's own pages' tasks left out` : ''),
  );
  console.log(lines.join('\n'));
  // The whole load's script, every task counted, long or not: where a cut would pay off anywhere.
  const total = (key) => {
    const sums = new Map();
    for (const s of samples)
      if (s.ts >= nav && !s.browser) sums.set(s[key], (sums.get(s[key]) ?? 0) + s.ms);
    return [...sums].sort((a, b) => b[1] - a[1]).slice(0, TOTAL_TOP);
  };
  const all = samples.filter((s) => s.ts >= nav && !s.browser).reduce((t, s) => t + s.ms, 0);
  console.log(
    `   script over the whole load: ${all.toFixed(0)} ms; by module, then by the app's module it ran under:`,
  );
  for (const [source, t] of total('source'))
    console.log(`     ${t.toFixed(0).padStart(5)} ${source}`);
  for (const [source, t] of total('via'))
    console.log(`     ${t.toFixed(0).padStart(5)} under ${source}`);
}

/** The frame a trace event names, if any (layout, style and paint events name theirs). */
function frameOf(e) {
  return e.args?.beginData?.frame ?? e.args?.data?.frame ?? e.args?.frame;
}

/** The nearest of the project's own functions on a sample's stack (`packages/*` or the app). */
function ownFrame(nodes, node) {
  for (let at = node; at; at = nodes.get(at.parent)) {
    const source = at.callFrame?.url ? sourceOf(at.callFrame) : '';
    if (/(^|\/)src\//.test(source) && !source.includes('node_modules')) return source;
  }
  return '(none)';
}

/** The CPU profile's samples of the main thread: `{ ts, ms, source }`, source mapped to the module. */
function profileSamples(events, main) {
  const nodes = new Map();
  const out = [];
  let ts = 0;
  const profiles = new Set(
    events
      .filter((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid)
      .map((e) => e.id),
  );
  const chunks = events.filter(
    (e) => profiles.has(e.id) && (e.name === 'Profile' || e.name === 'ProfileChunk'),
  );
  for (const e of chunks) {
    if (e.name === 'Profile') {
      ts = e.args.data.startTime;
      continue;
    }
    const profile = e.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const node = nodes.get(id);
      const fn = node?.callFrame;
      if (!fn || ['(idle)', '(program)', '(root)'].includes(fn.functionName)) return;
      out.push({
        ts,
        id,
        source: sourceOf(fn),
        via: ownFrame(nodes, node),
        browser: fn.url?.startsWith('chrome') ?? false,
      });
    });
  }
  for (let i = 0; i < out.length; i++)
    out[i].ms = Math.min(((out[i + 1]?.ts ?? out[i].ts) - out[i].ts) / 1000, 1);
  return out;
}

function sourceOf(fn) {
  if (fn.functionName === '(garbage collector)') return '(gc)';
  if (!fn.url) return fn.functionName || '(native)';
  const file = fn.url.slice(fn.url.lastIndexOf('/') + 1);
  if (!file.endsWith('.js')) return file;
  if (!maps.has(file)) {
    const path = `${MAPS}${file}.map`;
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return file;
  const pos = originalPositionFor(map, { line: fn.lineNumber + 1, column: fn.columnNumber });
  if (!pos.source) return file;
  const source = pos.source
    .replace(/^(\.\.\/)+/, '')
    .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '');
  return `${source}${source.includes('node_modules') || !source.includes('/src/') ? '' : `:${pos.line}`}`;
}
