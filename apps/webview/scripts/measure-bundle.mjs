#!/usr/bin/env node
// Reports the JavaScript and CSS a fan downloads on the first load of a route of the production
// build, gzip-compressed (level 9, as a CDN would serve it), by following Vite's manifest: the entry
// chunk and its static imports, then the route page's chunk and its static imports. Lazy chunks the
// page may load later (e.g. the banner carousel) are listed apart.
//
// Usage: node scripts/measure-bundle.mjs [page source ...]   (after `vite build`)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      'src/pages/soccer/live/live-page.tsx',
      'src/pages/soccer/facts/facts-page.tsx',
      'src/pages/soccer/lineup/lineup-page.tsx',
      'src/pages/soccer/data/data-page.tsx',
      'src/pages/home/home-page.tsx',
    ];

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
