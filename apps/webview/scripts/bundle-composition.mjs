#!/usr/bin/env node
// What the JavaScript a route fetches before it shows its content is made of: every file of the
// route's first load (the same walk of Vite's manifest as measure-bundle.mjs), broken down through the
// build's source maps (dist-sourcemaps/) by package and by module. Each file's gzip size (level 9) is
// shared among the modules in proportion to the minified bytes each one contributes to the file, so
// the module figures add up to the route's total.
//
// Usage: node scripts/bundle-composition.mjs [--top 25] [--json] [entry | page source ...]
// (after `vite build`; the football live page when given none)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { decodedMappings, originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
    top: { type: 'string', default: '25' },
  },
});
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const maps = fileURLToPath(new URL('../dist-sourcemaps/', import.meta.url));
if (!existsSync(`${dist}.vite/manifest.json`)) {
  console.error('bundle-composition: no build in apps/webview/dist: run the build first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const pages = positionals.length ? positionals : ['src/pages/football/live/live-page.tsx'];

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** A workspace package's built file maps back to its source module through the package's own map. */
const packageMaps = new Map();
function throughPackageMap(source, line, column) {
  if (!/\/packages\/[^/]+\/dist\/.*\.js$/.test(source)) return source;
  if (!packageMaps.has(source)) {
    packageMaps.set(
      source,
      existsSync(`${source}.map`) ? new TraceMap(readFileSync(`${source}.map`, 'utf8')) : null,
    );
  }
  const map = packageMaps.get(source);
  const original = map && originalPositionFor(map, { line: line + 1, column });
  return original?.source ? resolve(dirname(source), original.source) : source;
}

/** The package a source path (relative to the repository) belongs to. */
function packageOf(source) {
  if (source === '') return '(bundler runtime)';
  const npm = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (npm) return npm[1];
  const workspace = source.match(/packages\/([^/]+)\//);
  if (workspace) return `@kanqiu/${workspace[1]}`;
  if (source.startsWith('apps/webview/')) return '@kanqiu/webview (app)';
  return source;
}

/** A readable module name: the path inside its package. */
function moduleOf(source) {
  return source
    .replace(/^apps\/webview\//, '')
    .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^.*node_modules\//, '');
}

/** Minified bytes per source module in one built file, plus the bytes no source claims. */
function bytesBySource(file) {
  const code = readFileSync(`${dist}${file}`, 'utf8');
  const lines = code.split('\n');
  const map = new TraceMap(readFileSync(`${maps}${file}.map`, 'utf8'));
  const decoded = decodedMappings(map);
  const bytes = new Map();
  const add = (source, n) => bytes.set(source, (bytes.get(source) ?? 0) + n);
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    let covered = 0;
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      const length = Math.max(0, end - segment[0]);
      covered += length;
      if (segment.length === 1) {
        add('', length);
        return;
      }
      const absolute = resolve(dirname(`${maps}${file}`), map.sources[segment[1]] ?? '');
      add(relative(root, throughPackageMap(absolute, segment[2], segment[3])), length);
    });
    add('', line.length + 1 - covered);
  });
  return { bytes, total: code.length };
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const report = [];
for (const page of pages) {
  // `entry`: the files every route loads, before its own.
  const keys = page === 'entry' ? closure(entry) : closure(page, closure(entry));
  const modules = new Map();
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (!file) continue;
    const gzip = gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
    total += gzip;
    const { bytes, total: size } = bytesBySource(file);
    for (const [source, n] of bytes) {
      const name = source === '' ? '(bundler runtime and glue)' : moduleOf(source);
      const row = modules.get(name) ?? {
        module: name,
        pkg: packageOf(source),
        minified: 0,
        gzip: 0,
      };
      row.minified += n;
      row.gzip += (gzip * n) / size;
      modules.set(name, row);
    }
  }
  const packages = new Map();
  for (const row of modules.values()) {
    const pkg = packages.get(row.pkg) ?? { pkg: row.pkg, minified: 0, gzip: 0, modules: 0 };
    pkg.minified += row.minified;
    pkg.gzip += row.gzip;
    pkg.modules += 1;
    packages.set(row.pkg, pkg);
  }
  const byGzip = (a, b) => b.gzip - a.gzip;
  report.push({
    page,
    total,
    packages: [...packages.values()].sort(byGzip),
    modules: [...modules.values()].sort(byGzip),
  });
}

if (values.json) {
  console.log(JSON.stringify(report));
} else {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  for (const { page, total, packages, modules } of report) {
    console.log(`\n${page}: ${kb(total)} JS gzip before its content\n`);
    console.log('| package | modules | minified | gzip (share) |\n| --- | ---: | ---: | ---: |');
    for (const p of packages)
      console.log(`| ${p.pkg} | ${p.modules} | ${kb(p.minified)} | ${kb(p.gzip)} |`);
    console.log(
      `\n| module (largest ${values.top}) | minified | gzip (share) |\n| --- | ---: | ---: |`,
    );
    for (const m of modules.slice(0, Number(values.top)))
      console.log(`| ${m.module} | ${kb(m.minified)} | ${kb(m.gzip)} |`);
  }
}
