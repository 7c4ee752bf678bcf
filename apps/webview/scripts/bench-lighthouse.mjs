#!/usr/bin/env node
// Lighthouse 13's mobile run (its default: a mid-range phone, simulated slow 4G and 4× CPU) on each
// benchmarked route of the production build, served by the built local server, in Debian Chromium.
// Lighthouse is fetched by `pnpm dlx` at its pinned version: it is a benchmark tool, kept out of the
// install every clone makes.
//
// The measuring tools stay out of the page's way: Chromium is started here at normal priority and
// Lighthouse (which reads the trace as it comes) and the server run at the lowest, so on a machine
// with few cores they take the CPU from the browser's main thread as little as they can. Each row
// also says how fast the machine was (Lighthouse's `benchmarkIndex`) and how much of the page's long
// tasks the main thread spent on the CPU: Lighthouse multiplies each task's wall time by the CPU
// slowdown, so time the thread spent waiting for a core counts as the page's work
// (docs/performance.md, "Lighthouse on a machine with two cores").
//
// The server's priority is part of what is measured: Lighthouse's simulated network takes each
// answer's server time from the run, so a server at the lowest priority answers later on a busy
// machine (the home and model pages' largest paint waits for a call). `BENCH_SERVER_NICE=0` runs it
// at normal priority.
//
// Usage: node scripts/bench-lighthouse.mjs [--json] [--routes live,facts] [--runs 3]
//        [--cpu-slowdown 4]   (Lighthouse's default; a slower machine may calibrate it, ibid.)
//        [--throttling-method simulate|devtools]   (Lighthouse's simulation, the default and the
//        figure of record, or Chromium slowing the page for real: no multiplied waiting for a core)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';
import { BENCH_ROUTES } from './bench-routes.mjs';
import { answersOk, startBenchServer } from './bench-server.mjs';
import { longTaskTimes } from './trace-long-tasks.mjs';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** Lighthouse's own default CPU slowdown for its mobile run. */
const DEFAULT_CPU_SLOWDOWN = 4;
/** The lowest scheduling priority, for the tools that measure. */
const TOOL_NICE = 19;
/** Lighthouse's ways of slowing the page: its simulation (the default) or Chromium's own throttling. */
const THROTTLING_METHODS = ['simulate', 'devtools'];
const CHROME_READY_POLLS = 100;
const CHROME_READY_POLL_MS = 100;

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    routes: { type: 'string' },
    runs: { type: 'string', default: '1' },
    'cpu-slowdown': { type: 'string', default: String(DEFAULT_CPU_SLOWDOWN) },
    'throttling-method': { type: 'string', default: 'simulate' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '8800' },
  },
});
const wanted = values.routes?.split(',');
const routes = BENCH_ROUTES.filter((route) => !wanted || wanted.includes(route.name));
const runs = Math.max(1, Number(values.runs) || 1);
const cpuSlowdown = Number(values['cpu-slowdown']);
if (!(cpuSlowdown > 0)) throw new Error(`--cpu-slowdown must be a number above 0`);
const throttlingMethod = values['throttling-method'];
if (!THROTTLING_METHODS.includes(throttlingMethod)) {
  throw new Error(`--throttling-method must be one of ${THROTTLING_METHODS.join(', ')}`);
}
const out = mkdtempSync(join(tmpdir(), 'kanqiu-lighthouse-'));
const chromePort = Number(values.port) + 1;

/** Chromium at normal priority with a fresh profile and a debugging port, for Lighthouse to drive. */
async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'kanqiu-lighthouse-profile-'));
  const child = spawn(
    CHROMIUM_LAUNCH.executablePath,
    [
      ...CHROMIUM_LAUNCH.args,
      '--headless=new',
      `--remote-debugging-port=${chromePort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  const version = `http://127.0.0.1:${chromePort}/json/version`;
  if (await answersOk(version, CHROME_READY_POLLS, CHROME_READY_POLL_MS)) return stop;
  await stop();
  throw new Error(`Chromium did not open its debugging port ${chromePort}`);
}

function lighthouse(url, report) {
  execFileSync(
    'nice',
    [
      '-n',
      String(TOOL_NICE),
      'pnpm',
      'dlx',
      LIGHTHOUSE,
      url,
      `--port=${chromePort}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
      `--throttling-method=${throttlingMethod}`,
      '--output=json',
      `--output-path=${report}.report.json`,
      '--save-assets',
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return JSON.parse(readFileSync(`${report}.report.json`, 'utf8'));
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];

const server = await startBenchServer(
  Number(values.port),
  { REPLAY_SPEED: '30' },
  { nice: Number(process.env.BENCH_SERVER_NICE ?? TOOL_NICE) },
);
try {
  const rows = [];
  for (let run = 1; run <= runs; run++) {
    for (const route of routes) {
      const report = join(out, `${route.name}-${run}`);
      // A fresh browser and profile for each run: nothing cached, no service worker installed.
      const stopChromium = await startChromium();
      let lhr;
      try {
        lhr = lighthouse(`${server.origin}${route.path}`, report);
      } finally {
        await stopChromium();
      }
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const fcpMs = Math.round(audit('first-contentful-paint'));
      const tasks = longTaskTimes(
        JSON.parse(readFileSync(`${report}.report-0.trace.json`, 'utf8')),
        // Under Chromium's own throttling the trace is already slowed; under the simulation a task
        // counts once its wall time times the slowdown passes 50 ms.
        throttlingMethod === 'devtools' ? 50 : 50 / cpuSlowdown,
      );
      rows.push({
        route: route.name,
        run,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcpMs,
        lcpMs: Math.round(audit('largest-contentful-paint')),
        // What the largest paint was, as Lighthouse names the element (its text, shortened).
        lcpElement: String(
          lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
            ?.nodeLabel ?? '',
        ).slice(0, 24),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        longTaskWallMs: Math.round(tasks.wallMs),
        longTaskCpuMs: Math.round(tasks.cpuMs),
        failing: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'manual' &&
              a.scoreDisplayMode !== 'notApplicable',
          )
          .map((a) => a.id),
      });
      // BENCH_KEEP_TRACES=1 keeps each run's trace for scripts/profile-first-load.mjs --trace.
      if (!process.env.BENCH_KEEP_TRACES) {
        rmSync(`${report}.report-0.trace.json`, { force: true });
        rmSync(`${report}.report-0.devtoolslog.json`, { force: true });
      }
    }
  }
  if (values.json) {
    console.log(JSON.stringify(rows));
  } else {
    console.log(
      `CPU slowdown ${cpuSlowdown}× (${throttlingMethod}), ${runs} run(s); reports in ${out}`,
    );
    console.log(
      'route | run | performance | accessibility | best practices | FCP ms | LCP ms | LCP element | TBT ms | CLS | benchmarkIndex | long tasks: wall / CPU ms | audits under 0.9',
    );
    for (const r of rows) {
      console.log(
        `${r.route} | ${r.run} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.fcpMs} | ${r.lcpMs} | ${r.lcpElement || '—'} | ${r.tbtMs} | ${r.cls} | ${r.benchmarkIndex} | ${r.longTaskWallMs} / ${r.longTaskCpuMs} | ${r.failing.join(', ') || '—'}`,
      );
    }
    if (runs > 1) {
      console.log('\nroute | performance, median (runs) | TBT ms, median');
      for (const route of routes) {
        const mine = rows.filter((r) => r.route === route.name);
        console.log(
          `${route.name} | ${median(mine.map((r) => r.performance))} (${mine.map((r) => r.performance).join(', ')}) | ${median(mine.map((r) => r.tbtMs))}`,
        );
      }
    }
  }
} finally {
  server.stop();
}
