#!/usr/bin/env node
// Measures the search page's index in Debian Chromium with the CPU throttled 4× (a mid-range Android
// phone): starts the local server (a built apps/server is needed), loads its real index
// (`POST /api/search/index`: every team, player, match and competition of both sports), bundles
// src/pages/search/search-engine.ts into the page as the app does, then times building the index
// once and searching it for every prefix of names typed in Chinese, pinyin, initials and Latin
// letters, and every single letter. Each query's figure is the best of 3 runs (a GC pause is not the
// search); the table reports the median, p95 and slowest query.
//
// Usage: [BENCH_PORT=8797] node scripts/bench-search.mjs [--json]
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';
import { startBenchServer } from './bench-server.mjs';

const json = process.argv.includes('--json');
const port = Number(process.env.BENCH_PORT ?? 8797);
/** The CPU slow-down of a mid-range phone. */
const THROTTLE = 4;
/** Runs of each query; the best counts. */
const RUNS = 3;
const WORDS = [
  '法国',
  '克罗地亚',
  '姆巴佩',
  'faguo',
  'fg',
  'mbp',
  'mbappe',
  'croatia',
  'kldy',
  'celtics',
  'yingchao',
  '2018sjb',
  'messi',
  'zzzz',
];
const QUERIES = [
  ...new Set([
    ...WORDS.flatMap((word) => [...word].map((_, i) => word.slice(0, i + 1))),
    ...'abcdefghijklmnopqrstuvwxyz',
  ]),
];

const bundle = await build({
  configFile: false,
  logLevel: 'silent',
  build: {
    write: false,
    minify: true,
    lib: {
      entry: fileURLToPath(new URL('../src/pages/search/search-engine.ts', import.meta.url)),
      name: 'KanqiuSearch',
      formats: ['iife'],
      fileName: 'search-engine',
    },
  },
});
const code = (Array.isArray(bundle) ? bundle[0] : bundle).output[0].code;

const server = await startBenchServer(port);
try {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  // The app's CSP forbids inline scripts; the benchmark injects the engine as one.
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  await page.goto(`${server.origin}/#/search`);
  await page.addScriptTag({ content: code });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const result = await page.evaluate(
    async ({ queries, runs }) => {
      const response = await fetch('/api/search/index', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const { data } = await response.json();
      const started = performance.now();
      const engine = window.KanqiuSearch.createSearchEngine(data.entries);
      const buildMs = performance.now() - started;
      const times = queries.map((query) => {
        let best = Number.POSITIVE_INFINITY;
        for (let run = 0; run < runs; run++) {
          const t0 = performance.now();
          engine.search(query);
          best = Math.min(best, performance.now() - t0);
        }
        return { query, ms: best };
      });
      return { entries: engine.size, buildMs, times };
    },
    { queries: QUERIES, runs: RUNS },
  );
  await browser.close();
  const sorted = result.times.map((t) => t.ms).sort((a, b) => a - b);
  const slowest = result.times.reduce((a, b) => (b.ms > a.ms ? b : a));
  const summary = {
    throttle: THROTTLE,
    entries: result.entries,
    queries: sorted.length,
    buildMs: Number(result.buildMs.toFixed(2)),
    median: Number((sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(2)),
    p95: Number((sorted[Math.floor(sorted.length * 0.95)] ?? 0).toFixed(2)),
    max: Number(slowest.ms.toFixed(2)),
    slowestQuery: slowest.query,
  };
  if (json) {
    console.log(JSON.stringify(summary));
  } else {
    console.log(
      `search index, ${summary.entries} entries, ${summary.queries} queries, ${THROTTLE}× CPU`,
    );
    console.log(
      `build ${summary.buildMs} ms; query median ${summary.median} / p95 ${summary.p95} / max ${summary.max} ms ("${summary.slowestQuery}")`,
    );
  }
} finally {
  server.stop();
}
