#!/usr/bin/env node
// Reports the JavaScript and CSS a fan downloads on the first load of a route of the production
// build, gzip-compressed (level 9, as a CDN would serve it), by following Vite's manifest: the entry
// chunk and its static imports, then the route page's chunk and its static imports. Lazy chunks the
// page may load later (e.g. the banner carousel) are listed apart.
//
// With `--check`, fails (exit 1) when a route's first-load JavaScript is over its budget: the budgets
// hold today's figures (plus 1 KB for the noise of an unrelated change) so that a change which adds
// to what every fan downloads is seen in the test command; docs/performance.md has the targets.
//
// Usage: node scripts/measure-bundle.mjs [--json] [--check] [page source ...]   (after `vite build`)
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/** gzip KB of JavaScript each measured route may fetch before it shows its content. */
// Raised with issues 23, 24 and 25 (docs/performance.md, "Budgets after the live page and the match
// analysis"): the score bar, moment banners and countdown in every match header, the player route,
// the lazy charts' entries in the entry's chunk map and the world clock's reader. Cutting them back is issue 27's work.
// Raised again by about 1.2 KB with issue 27's offline states (docs/performance.md, "Offline states").
const FIRST_LOAD_BUDGET_KB = {
  'src/pages/football/live/live-page.tsx': 126,
  'src/pages/football/facts/facts-page.tsx': 127,
  'src/pages/football/lineup/lineup-page.tsx': 129.5,
  'src/pages/football/data/data-page.tsx': 132.5,
  'src/pages/home/home-page.tsx': 121.5,
  'src/pages/football/exponent/exponent-page.tsx': 124,
  'src/pages/football/model/model-page.tsx': 120.5,
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
  const over = rows.filter(
    (row) => row.missing || row.js > (FIRST_LOAD_BUDGET_KB[row.page] ?? 0) * 1024,
  );
  for (const row of over) {
    console.error(
      row.missing
        ? `${row.page} is not in the build`
        : `${row.page}: ${kb(row.js)} of JavaScript before it shows its content, over its budget of ${FIRST_LOAD_BUDGET_KB[row.page]} KB (apps/webview/scripts/measure-bundle.mjs)`,
    );
  }
  if (over.length) process.exit(1);
  console.log(`[kanqiu] first-load JavaScript of ${rows.length} routes within budget`);
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
