// `pnpm bench`: every benchmark of docs/performance.md on a built tree (it builds first; turbo skips
// what is up to date), then one table of each measure today beside its target. Benchmarks measure;
// they are not tests and never fail the run on a missed target (the byte budgets of the test command
// do that for what is deterministic). Takes about 15 minutes on two cores.
//
// Usage: pnpm bench [--skip lighthouse,fanout,match,...] [--json FILE]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = new URL('..', import.meta.url).pathname;
const WEBVIEW = join(ROOT, 'apps/webview');
const SERVER = join(ROOT, 'apps/server');
const BENCHES = [
  'bundle',
  'first-load',
  'push',
  'push-basketball',
  'match',
  'table',
  'search',
  'home-scroll',
  'home-fling',
  'lighthouse',
  'fanout',
] as const;
type Bench = (typeof BENCHES)[number];

const { values } = parseArgs({
  options: { skip: { type: 'string', default: '' }, json: { type: 'string' } },
});
const skipped = new Set(values.skip.split(',').filter(Boolean));
for (const name of skipped) {
  if (!BENCHES.includes(name as Bench)) throw new Error(`unknown benchmark "${name}"`);
}

function run(cwd: string, script: string, args: string[]): unknown {
  process.stderr.write(`[bench] ${script} ${args.join(' ')}\n`);
  const out = execFileSync(process.execPath, [script, ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = out.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last);
}

process.stderr.write('[bench] building\n');
execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
});

const results: Partial<Record<Bench, unknown>> = {};
const want = (name: Bench) => !skipped.has(name);
if (want('bundle')) results.bundle = run(WEBVIEW, 'scripts/measure-bundle.mjs', ['--json']);
if (want('first-load'))
  results['first-load'] = run(WEBVIEW, 'scripts/bench-first-load.mjs', ['--json']);
if (want('push')) results.push = run(WEBVIEW, 'scripts/bench-live-push.mjs', ['30', '--json']);
if (want('push-basketball')) {
  results['push-basketball'] = run(WEBVIEW, 'scripts/bench-live-push.mjs', [
    '30',
    '--basketball',
    '--json',
  ]);
}
if (want('match')) results.match = run(WEBVIEW, 'scripts/bench-match.mjs', ['--json']);
if (want('table')) results.table = run(WEBVIEW, 'scripts/bench-table-sort.mjs', ['--json']);
if (want('search')) results.search = run(WEBVIEW, 'scripts/bench-search.mjs', ['--json']);
if (want('home-scroll'))
  results['home-scroll'] = run(WEBVIEW, 'scripts/bench-home-scroll.mjs', ['300', '--json']);
if (want('home-fling'))
  results['home-fling'] = run(WEBVIEW, 'scripts/bench-home-fling.mjs', ['300', '--json']);
if (want('lighthouse'))
  results.lighthouse = run(WEBVIEW, 'scripts/bench-lighthouse.mjs', ['--json']);
if (want('fanout')) {
  const file = join(mkdtempSync(join(tmpdir(), 'kanqiu-bench-')), 'fanout.json');
  execFileSync(process.execPath, ['scripts/bench-fanout.ts', '--json', file], {
    cwd: SERVER,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  results.fanout = JSON.parse(readFileSync(file, 'utf8'));
}

// biome-ignore lint/suspicious/noExplicitAny: the benchmarks' JSON, read field by field below
type Json = any;
const r = results as Record<Bench, Json>;
const rows: [string, string, string, boolean | null][] = [];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

for (const [bench, name] of [
  ['push', 'football final from the 85th minute'],
  ['push-basketball', 'basketball, 448 play-by-play lines'],
] as const) {
  if (!r[bench]) continue;
  const at4 = r[bench].find((row: Json) => row.throttle === 4);
  rows.push([
    `main thread per live push, ${name}, 4× CPU (median / p95)`,
    `${ms(at4.median)} / ${ms(at4.p95)} (${at4.pushes} pushes)`,
    '≤ 4 ms / ≤ 8 ms',
    at4.median <= 4 && at4.p95 <= 8,
  ]);
}
if (r.match) {
  const { longTasks, heap } = r.match;
  rows.push([
    'long tasks > 50 ms over a whole match, 4× CPU',
    `${longTasks.longTasks} (longest ${longTasks.longestMs} ms; ${longTasks.pushes} frames)`,
    '0',
    longTasks.longTasks === 0,
  ]);
  rows.push([
    `JS heap growth after ${heap.pushes} pushes`,
    `${heap.growthMb} MB (${heap.heapBeforeMb} → ${heap.heapAfterMb})`,
    '< 2 MB',
    heap.growthMb < 2,
  ]);
}
if (r['first-load']) {
  for (const row of r['first-load'] as Json[]) {
    rows.push([
      `JS before ${row.route} shows its content / by idle`,
      `${kb(row.beforeContent)} / ${kb(row.beforeIdle)}`,
      '≤ 95 KB / ≤ 110 KB',
      row.beforeContent <= 95 * 1024 && row.beforeIdle <= 110 * 1024,
    ]);
  }
} else if (r.bundle) {
  for (const row of r.bundle.routes as Json[]) {
    rows.push([
      `JS before ${row.page} (build manifest)`,
      kb(row.js),
      '≤ 95 KB',
      row.js <= 95 * 1024,
    ]);
  }
}
if (r.lighthouse) {
  for (const row of r.lighthouse as Json[]) {
    rows.push([
      `Lighthouse ${row.route}: performance / a11y / best practices; CLS; TBT`,
      `${row.performance} / ${row.accessibility} / ${row.bestPractices}; ${row.cls}; ${row.tbtMs} ms (machine's benchmarkIndex ${row.benchmarkIndex})`,
      '100 / 100 / 100; 0; < 50 ms',
      row.performance === 100 &&
        row.accessibility === 100 &&
        row.bestPractices === 100 &&
        row.cls === 0 &&
        row.tbtMs < 50,
    ]);
  }
}
if (r.table) {
  const at1 = r.table.find((row: Json) => row.throttle === 1);
  const worst = Math.max(at1.asc, at1.desc, at1.none);
  rows.push([
    `data table sort + re-render, ${at1.rows} rows, 1× CPU (slowest of asc/desc/none)`,
    ms(worst),
    '< 50 ms',
    worst < 50,
  ]);
}
if (r.search) {
  const s = r.search;
  rows.push([
    `search, ${s.entries} entries, 4× CPU: slowest of ${s.queries} queries (median / p95)`,
    `${ms(s.max)} (${ms(s.median)} / ${ms(s.p95)}); index built in ${ms(s.buildMs)}`,
    '< 10 ms',
    s.max < 10,
  ]);
}
if (r['home-scroll']) {
  const h = r['home-scroll'];
  rows.push([
    `home list scroll, ${h.matches} matches, 4× CPU`,
    `${h.fps} fps (${h.slowFrames} of ${h.frames} frames > 25 ms; ≤ ${h.maxMatchRowsInPage} rows in the page)`,
    '60 fps',
    h.fps >= 58,
  ]);
}
if (r['home-fling']) {
  const h = r['home-fling'];
  rows.push([
    `home list fling on the compositor, ${h.matches} matches, 4× CPU (main thread)`,
    `${h.fps} fps (${h.dropped} frames dropped, ${h.missingContent} with rows missing, of ${h.scrollMs} ms)`,
    '60 fps',
    h.fps >= 58,
  ]);
}
if (r.fanout) {
  const f = r.fanout;
  rows.push([
    `server fan-out, ${f.clients} sockets: push latency p99`,
    `${f.p99} ms (p50 ${f.p50}, ${f.rssPerClientKb} KB per client)`,
    '2,000 clients, p99 < 100 ms',
    f.clients >= 2000 && f.p99 < 100,
  ]);
  rows.push([
    'server: userScene calls per second with every socket open',
    `${f.userSceneCallsPerSec}/s, ${f.errors} errors`,
    'report; no error',
    f.errors === 0,
  ]);
}

const mark = (met: boolean | null) => (met === null ? '' : met ? 'met' : 'not met');
console.log('| measure | today | target | |');
console.log('| --- | --- | --- | --- |');
for (const [measure, today, target, met] of rows) {
  console.log(`| ${measure} | ${today} | ${target} | ${mark(met)} |`);
}
if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2));
