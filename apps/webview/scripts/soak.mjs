#!/usr/bin/env node
// The soak benchmark of docs/reliability.md §8 (not part of the test command: it takes as long as a
// match). Starts the built server replaying the 2018 final at real time from just before kick-off,
// keeps its live page open in Debian Chromium to the final whistle, and every `--every` minutes
// collects garbage and reads the page's JavaScript heap (and writes a heap snapshot when `--snapshots`
// names a folder). At the end it checks that no event was missed: every score the match went
// through was shown, in order, and the page's last data has every incident and text-live line of
// the server's final page.
//
// Usage: node scripts/soak.mjs [--speed 1] [--every 10] [--port 8796] [--snapshots DIR] [--json FILE]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';
import { startBenchServer } from './bench-server.mjs';

const { values } = parseArgs({
  options: {
    speed: { type: 'string', default: '1' },
    every: { type: 'string', default: '10' },
    port: { type: 'string', default: '8796' },
    snapshots: { type: 'string' },
    json: { type: 'string' },
  },
});
const speed = Number(values.speed);
const everyMs = Number(values.every) * 60_000;
const port = Number(values.port);
const FINAL = '2058017';
const SCENE = `detail_football_match_id_${FINAL}`;
/** Replay seconds before kick-off the soak starts at. */
const LEAD_SEC = 30;

const server = await startBenchServer(port, {
  REPLAY_SPEED: String(speed),
  REPLAY_START: `${FINAL}:${-LEAD_SEC}`,
});
const { origin } = server;

/** The scene's page as the server has it now (a scene load, no subscription). */
async function serverPage() {
  const response = await fetch(`${origin}/api/user/userScene`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scene: SCENE }),
  });
  return (await response.json()).data.page;
}

const mb = (bytes) => Math.round((bytes / 1_048_576) * 100) / 100;

async function run() {
  const first = await serverPage();
  const durationMs = ((LEAD_SEC + 6_811) / speed) * 1_000;
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, headless: true });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const pushes = [];
  let sockets = 0;
  page.on('websocket', (socket) => {
    sockets += 1;
    socket.on('framereceived', (frame) => {
      const text = String(frame.payload);
      if (text.startsWith('{"type":"page_data"')) pushes.push(JSON.parse(text).content);
    });
  });
  const consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen = [];
    window.__kqScores = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="match-score"]')?.textContent ?? '';
      if (/^\d+-\d+$/.test(text) && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(`${origin}/#/pages/soccer/live/live?match_id=${FINAL}`);
  await page.getByTestId('match-score').waitFor();

  const started = Date.now();
  const samples = [];
  const sample = async (label) => {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const metrics = Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
    let snapshotBytes = null;
    if (values.snapshots) {
      mkdirSync(values.snapshots, { recursive: true });
      const chunks = [];
      const onChunk = ({ chunk }) => chunks.push(chunk);
      cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
      const snapshot = chunks.join('');
      snapshotBytes = snapshot.length;
      writeFileSync(join(values.snapshots, `heap-${samples.length}.heapsnapshot`), snapshot);
    }
    const status = await page.getByTestId('match-status').textContent();
    const score = await page.getByTestId('match-score').textContent();
    const row = {
      label,
      minute: Math.round((Date.now() - started) / 60_000),
      heapMb: mb(heap.usedSize),
      nodes: metrics.Nodes,
      listeners: metrics.JSEventListeners,
      pushes: pushes.length,
      score,
      status,
      snapshotMb: snapshotBytes === null ? null : mb(snapshotBytes),
    };
    samples.push(row);
    console.log(JSON.stringify(row));
  };

  await sample('start');
  while (Date.now() - started < durationMs) {
    const next = Math.min(everyMs, durationMs - (Date.now() - started));
    await page.waitForTimeout(Math.max(0, next));
    await sample(Date.now() - started >= durationMs ? 'full time' : 'during');
  }
  await page.getByTestId('match-status').filter({ hasText: '完场' }).waitFor({ timeout: 120_000 });
  await page.waitForTimeout(2_000);
  await sample('end');

  const last = await serverPage();
  const shown = await page.evaluate(() => window.__kqScores);
  const held = pushes.at(-1) ?? first;
  const expectedScores = [
    '0-0',
    ...last.incidents
      .filter((incident) => [1, 8, 17].includes(incident.type))
      .map((incident) => `${incident.home_score}-${incident.away_score}`),
  ];
  const missingIncidents = last.incidents.filter(
    (incident) => !held.incidents.some((mine) => mine.id === incident.id),
  );
  const missingLines = last.tlive.filter((line) => !held.tlive.some((mine) => mine.id === line.id));
  const baseline = samples[0];
  const peak = Math.max(...samples.slice(1).map((row) => row.heapMb));
  const result = {
    speed,
    minutes: Math.round((Date.now() - started) / 60_000),
    sockets,
    pushes: pushes.length,
    scoresShown: shown,
    scoresExpected: expectedScores,
    everyScoreShown: JSON.stringify(shown) === JSON.stringify(expectedScores),
    missingIncidents: missingIncidents.length,
    missingTextLive: missingLines.length,
    finalScore: `${held.home_team.score}-${held.away_team.score}`,
    heapGrowthMb: Math.round((samples.at(-1).heapMb - baseline.heapMb) * 100) / 100,
    heapPeakOverBaselineMb: Math.round((peak - baseline.heapMb) * 100) / 100,
    consoleErrors,
    samples,
  };
  console.log(JSON.stringify(result, null, 2));
  if (values.json) writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
  await browser.close();
}

try {
  await run();
} finally {
  server.stop();
}
