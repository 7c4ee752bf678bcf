#!/usr/bin/env node
// Lighthouse 13's mobile run (its default: a mid-range phone, simulated slow 4G and 4× CPU) on each
// benchmarked route of the production build, served by the built local server, in Debian Chromium.
// Lighthouse is fetched by `pnpm dlx` at its pinned version: it is a benchmark tool, kept out of the
// install every clone makes.
//
// Usage: node scripts/bench-lighthouse.mjs [--json] [--routes live,facts]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_ROUTES } from './bench-routes.mjs';
import { startBenchServer } from './bench-server.mjs';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    routes: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '8800' },
  },
});
const wanted = values.routes?.split(',');
const routes = BENCH_ROUTES.filter((route) => !wanted || wanted.includes(route.name));
const out = mkdtempSync(join(tmpdir(), 'kanqiu-lighthouse-'));

const server = await startBenchServer(Number(values.port), { REPLAY_SPEED: '30' });
try {
  const rows = [];
  for (const route of routes) {
    const report = join(out, `${route.name}.json`);
    execFileSync(
      'pnpm',
      [
        'dlx',
        LIGHTHOUSE,
        `${server.origin}${route.path}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
      },
    );
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    rows.push({
      route: route.name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
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
  }
  if (values.json) {
    console.log(JSON.stringify(rows));
  } else {
    console.log(
      'route | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS | audits under 0.9',
    );
    for (const r of rows) {
      console.log(
        `${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.failing.join(', ') || '—'}`,
      );
    }
  }
} finally {
  server.stop();
}
