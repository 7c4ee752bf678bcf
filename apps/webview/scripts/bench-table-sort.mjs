#!/usr/bin/env node
// Measures the model table with 5,000 rows in Debian Chromium: starts the local server (a built
// apps/server and apps/webview are needed), opens /pages/soccer/model/model-table with each of its
// 20 day calls answered by 250 picks (the day's real picks repeated under new ids, so 5,000 rows
// of the real shape), then times, unthrottled and with the CPU throttled 4× (a mid-range Android
// phone): the first render of the rows, a click on a sortable header (ascending, descending, back to
// unsorted), and select-all. Each figure is from the click to the next painted frame, median of 5.
//
// Usage: [BENCH_PORT=8796] node scripts/bench-table-sort.mjs [rows-per-day=250] [--json]
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';
import { startBenchServer } from './bench-server.mjs';

const json = process.argv.includes('--json');
const perDay = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 250);
const port = Number(process.env.BENCH_PORT ?? 8796);
const server = await startBenchServer(port);
const { origin } = server;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Clicks `selector` in the page and resolves with the ms until the next frame has been painted. */
function timedClick(page, selector) {
  return page.evaluate(
    (target) =>
      new Promise((resolve) => {
        const node = document.querySelector(target);
        const start = performance.now();
        node.click();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      }),
    selector,
  );
}

async function run(browser, throttle) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.route('**/api/ai2/yyModel2', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const real = body.data.picks;
    const picks = Array.from({ length: perDay }, (_, i) => {
      const pick = real[i % Math.max(1, real.length)];
      return { ...pick, match_id: `${pick.match_id}-${i}`, probability: ((i * 37) % 100) / 100 };
    });
    await route.fulfill({ response, json: { ...body, data: { ...body.data, picks } } });
  });
  const started = Date.now();
  await page.goto(`${origin}/#/pages/soccer/model/model-table`);
  const table = page.locator(`.pick-table table[aria-rowcount="${perDay * 20 + 1}"]`);
  await table.waitFor({ state: 'attached', timeout: 120_000 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  const firstRender = Date.now() - started;
  const rows = Number(await table.getAttribute('aria-rowcount')) - 1;
  const rendered = await page.locator('.pick-table tbody tr.kq-table__row').count();
  const sortButton = '.kq-table__th[aria-sort] .kq-table__sort';
  const timings = { asc: [], desc: [], none: [], selectAll: [] };
  for (let i = 0; i < 5; i++) {
    timings.asc.push(await timedClick(page, sortButton));
    timings.desc.push(await timedClick(page, sortButton));
    timings.none.push(await timedClick(page, sortButton));
    timings.selectAll.push(await timedClick(page, 'thead .kq-table-check__input'));
  }
  await page.close();
  return {
    throttle,
    rows,
    rendered,
    firstRender,
    ...Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, median(v)])),
  };
}

try {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const results = [];
  for (const throttle of [1, 4]) results.push({ throttle, ...(await run(browser, throttle)) });
  await browser.close();
  if (json) {
    console.log(JSON.stringify(results));
  } else {
    console.log('model table, click to next painted frame, median of 5 (ms)');
    console.log(
      'CPU | rows (rendered) | load + first render | sort asc | sort desc | unsorted | select all',
    );
    const f = (n) => n.toFixed(0);
    for (const r of results) {
      console.log(
        `${r.throttle}× | ${r.rows} (${r.rendered}) | ${r.firstRender} | ${f(r.asc)} | ${f(r.desc)} | ${f(r.none)} | ${f(r.selectAll)}`,
      );
    }
  }
} finally {
  server.stop();
}
