#!/usr/bin/env node
// The JavaScript a fan's phone really fetches on the first visit of each benchmarked route, in Debian
// Chromium against the built local server: the scripts requested before the route shows its content
// (a match page: its score) and those requested by the time the page is idle (no request for 3 s,
// the advert carousel included). "Before its content" compares each request's start with the moment
// the content's element first appeared in the document (a MutationObserver in the page), both on the
// page's own clock. Each script counts its gzip size (level 9, as a CDN serves it).
//
// Usage: node scripts/bench-first-load.mjs [--json]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';
import { BENCH_ROUTES } from './bench-routes.mjs';
import { startBenchServer } from './bench-server.mjs';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '8799' },
  },
});
const IDLE_MS = 3_000;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const gzipped = new Map();
const gzipSize = (path) => {
  if (!gzipped.has(path)) {
    gzipped.set(path, gzipSync(readFileSync(`${dist}${path}`), { level: 9 }).length);
  }
  return gzipped.get(path);
};

const server = await startBenchServer(Number(values.port), { REPLAY_SPEED: '30' });
try {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const rows = [];
  for (const route of BENCH_ROUTES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    let last = Date.now();
    page.on('request', () => {
      last = Date.now();
    });
    await page.addInitScript((selector) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector(selector)) {
          window.__contentShownAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    }, route.ready);
    await page.goto(`${server.origin}${route.path}`);
    await page.locator(route.ready).first().waitFor();
    while (Date.now() - last < IDLE_MS) await page.waitForTimeout(250);
    const { shownAt, requests } = await page.evaluate(() => ({
      shownAt: window.__contentShownAt,
      requests: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    const scripts = requests
      .filter((request) => request.path.endsWith('.js'))
      .map((request) => ({ ...request, path: request.path.replace(/^\//, '') }));
    const beforeContent = scripts.filter((s) => s.start < shownAt).map((s) => s.path);
    const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);
    rows.push({
      route: route.name,
      beforeContent: sum(beforeContent),
      beforeContentFiles: beforeContent.length,
      beforeIdle: sum(scripts.map((s) => s.path)),
      beforeIdleFiles: scripts.length,
    });
    await context.close();
  }
  await browser.close();
  if (values.json) {
    console.log(JSON.stringify(rows));
  } else {
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log('route | JS before its content (gzip) | JS by idle (gzip)');
    for (const row of rows) {
      console.log(
        `${row.route} | ${kb(row.beforeContent)} (${row.beforeContentFiles} files) | ${kb(row.beforeIdle)} (${row.beforeIdleFiles} files)`,
      );
    }
  }
} finally {
  server.stop();
}
