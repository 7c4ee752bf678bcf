#!/usr/bin/env node
// Measures the main-thread cost of live pushes on the football live page in Debian Chromium: starts
// the local server (a built apps/server and apps/webview are needed), opens France–Croatia while it
// plays at 30×, and reads Chromium's own counters (Performance.getMetrics: ScriptDuration,
// LayoutDuration, RecalcStyleDuration) over a window of pushes, with the CPU unthrottled and throttled
// 4× (a mid-range Android phone). Prints the time per push.
//
// Usage: node scripts/bench-live-push.mjs [seconds=20]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';

const seconds = Number(process.argv[2] ?? 20);
const port = 8795;
const origin = `http://127.0.0.1:${port}`;
const main = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
const server = spawn(process.execPath, [main], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    REPLAY_DEBUG: '1',
    REPLAY_SPEED: '30',
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});

async function ready() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('the server did not start');
}

async function run(browser, throttle) {
  await fetch(`${origin}/api/debug/replay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ match_id: '2058017', t: 900 }),
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  let pushes = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).startsWith('{"type":"page_data"')) pushes++;
    }),
  );
  await page.goto(`${origin}/#/pages/soccer/live/live?match_id=2058017`);
  await page.locator('.tlive').waitFor();
  // The advert carousel animates on its own timer; hide it so only pushes are measured.
  await page.evaluate(() => window.unshowAdv());
  await page.waitForTimeout(2_000);
  const metric = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
  const before = await metric();
  const startPushes = pushes;
  await page.waitForTimeout(seconds * 1_000);
  const after = await metric();
  const n = pushes - startPushes;
  const per = (name) => (((after[name] - before[name]) * 1000) / Math.max(1, n)).toFixed(2);
  await page.close();
  return {
    throttle,
    pushes: n,
    script: per('ScriptDuration'),
    layout: per('LayoutDuration'),
    style: per('RecalcStyleDuration'),
  };
}

try {
  await ready();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  console.log(`live page, France–Croatia at 30×, ${seconds} s per run`);
  console.log('CPU | pushes | script ms/push | layout ms/push | style ms/push');
  for (const throttle of [1, 4]) {
    const r = await run(browser, throttle);
    console.log(`${throttle}× | ${r.pushes} | ${r.script} | ${r.layout} | ${r.style}`);
  }
  await browser.close();
} finally {
  server.kill('SIGKILL');
}
