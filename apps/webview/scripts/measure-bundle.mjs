#!/usr/bin/env node
// Reports the JavaScript and CSS a fan downloads on the first load of a route of the production
// build, gzip-compressed (level 9, as a CDN would serve it), by following Vite's manifest: the entry
// chunk and its static imports, then the route page's chunk and its static imports. Lazy chunks the
// page may load later (e.g. the banner carousel) are listed apart.
//
// With `--check`, fails (exit 1) when a route's first-load JavaScript is over its budget (today's
// figure plus about 1 KB, never over 100 KB) or its JavaScript by idle, later chunks included, is over
// 120 KB, so a change which adds to what every fan downloads is seen in the test command;
// docs/performance.md has the figures.
//
// Usage: node scripts/measure-bundle.mjs [--json] [--check] [page source ...]   (after `vite build`)
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/**
 * The most JavaScript (gzip KB) any page may fetch before it shows its content (a match page: its
 * score), and by the time it is idle (its later chunks, such as the advert carousel, included): the
 * targets of issue 27 for fans on slow networks (docs/performance.md).
 */
const FIRST_LOAD_MAX_KB = 100;
const BY_IDLE_MAX_KB = 120;

/**
 * gzip KB of JavaScript each measured route may fetch before it shows its content: the figure of
 * the build that cut them (docs/performance.md, "Bytes before the score") plus about 1 KB, so a
 * change that adds to what every fan downloads is seen (set again once follows, search, sharing and
 * the offline states had joined: docs/performance.md, "After issues 23–27 together", and again once
 * the early unknown-match check, the held lines and the narrower live re-renders had joined:
 * "Second round of issues 24, 26 and 27"; raised 1 KB for the socket's page patches: "Page patches",
 * its bytes; set again for the third round's join, where the retried page parts, the patches' chunk
 * boundaries and the score-first pages added 0.2–0.5 KB: "Third round of issues 24, 26 and 27";
 * the odds page's raised 0.5 KB at the fourth round's join, 25 bytes over with the early answer
 * taken from the document and the header's parts loaded after paint: "Fourth round of issues 24
 * and 27"; every route's raised 0.5 KB when the entry took the home list's answer from the
 * document, 0.3 KB on every route: "The home list asked by the document"; the home page's raised
 * 1 KB when it drew a first visit's invitation to follow as it opens, 0.5 KB: "Eighth round of
 * issue 27"; every route's raised 0.5 KB when the alert watcher waited for a follow, 0.3 KB of
 * entry and one small file: "Ninth round of issue 27").
 * Always under FIRST_LOAD_MAX_KB.
 */
const FIRST_LOAD_BUDGET_KB = {
  'src/pages/football/live/live-page.tsx': 76.5,
  'src/pages/football/facts/facts-page.tsx': 79,
  'src/pages/football/lineup/lineup-page.tsx': 80.5,
  'src/pages/football/data/data-page.tsx': 83,
  'src/pages/home/home-page.tsx': 73.5,
  'src/pages/football/exponent/exponent-page.tsx': 75.5,
  'src/pages/football/model/model-page.tsx': 70,
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
  },
});
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
if (!existsSync(`${dist}.vite/manifest.json`)) {
  console.error(
    'measure-bundle: no build in apps/webview/dist: run `pnpm --filter @kanqiu/webview build` first',
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const pages = positionals.length ? positionals : Object.keys(FIRST_LOAD_BUDGET_KB);

const gzip = (file) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every chunk key reachable from `key` through static imports. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

function files(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryKeys = closure(entry);
const rows = [];
for (const page of pages) {
  if (!manifest[page]) {
    rows.push({ page, missing: true });
    continue;
  }
  const keys = closure(page, new Set(entryKeys));
  const { js, css } = files(keys);
  const lazy = new Set();
  for (const key of keys)
    for (const dyn of manifest[key].dynamicImports ?? []) {
      if (!keys.has(dyn) && !(dyn in manifest && manifest[dyn].src?.startsWith('src/pages/'))) {
        for (const k of closure(dyn)) if (!keys.has(k)) lazy.add(manifest[k].file);
      }
    }
  rows.push({
    page,
    js: js.reduce((sum, file) => sum + gzip(file), 0),
    jsFiles: js.length,
    css: css.reduce((sum, file) => sum + gzip(file), 0),
    lazy: [...lazy].reduce((sum, file) => sum + gzip(file), 0),
    lazyFiles: [...lazy],
  });
}

const entryJs = files(entryKeys).js.reduce((sum, file) => sum + gzip(file), 0);
if (values.json) {
  console.log(JSON.stringify({ entry: entryJs, routes: rows }));
} else {
  print();
}
if (values.check) {
  const failures = [];
  for (const row of rows) {
    if (row.missing) {
      failures.push(`${row.page} is not in the build`);
      continue;
    }
    const budget = Math.min(FIRST_LOAD_BUDGET_KB[row.page] ?? FIRST_LOAD_MAX_KB, FIRST_LOAD_MAX_KB);
    if (row.js > budget * 1024) {
      failures.push(
        `${row.page}: ${kb(row.js)} of JavaScript before it shows its content, over its budget of ${budget} KB`,
      );
    }
    // Every chunk the page may load later counts, as if all of them had loaded by idle.
    if (row.js + row.lazy > BY_IDLE_MAX_KB * 1024) {
      failures.push(
        `${row.page}: ${kb(row.js + row.lazy)} of JavaScript by idle, over ${BY_IDLE_MAX_KB} KB`,
      );
    }
  }
  for (const failure of failures)
    console.error(`${failure} (apps/webview/scripts/measure-bundle.mjs)`);
  if (failures.length) process.exit(1);
  console.log(
    `[kanqiu] JavaScript before the content and by idle of ${rows.length} routes within budget`,
  );
}

function print() {
  console.log(`entry (every route): ${kb(entryJs)} JS gzip`);
  console.log('route | first-load JS (gzip) | files | CSS (gzip) | loaded later if needed');
  for (const row of rows) {
    if (row.missing) {
      console.log(`${row.page} | not in the build`);
      continue;
    }
    const later = row.lazyFiles.length
      ? `${kb(row.lazy)} (${row.lazyFiles.map((f) => f.replace(/^assets\//, '')).join(', ')})`
      : '—';
    console.log(`${row.page} | ${kb(row.js)} | ${row.jsFiles} | ${kb(row.css)} | ${later}`);
  }
}
