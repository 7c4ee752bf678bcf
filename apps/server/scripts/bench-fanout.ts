#!/usr/bin/env node
// The server fan-out benchmark of docs/performance.md ("Server fan-out"; not part of the test
// command: it measures). Starts the built server (`dist/main.js`) on a free loopback port with
// several football matches live, opens `--clients` sockets from this process, subscribes each one to
// a live match scene exactly as the webview does (socket `init` → `POST /api/user/userScene` with
// `client_id`), then for `--seconds` records every push's fan-out latency: arrival time at the client
// minus the push's `up_time`, which the server stamps from its clock when it computes the change,
// before it serialises the frame once and hands the same bytes to every subscriber. It then sends
// `userScene` snapshot calls for `--burst` seconds with every socket still open. Stops by itself.
//
// Usage: node scripts/bench-fanout.ts [--clients 2000] [--seconds 60] [--burst 10] [--scenes 4]
//                                     [--json FILE]   (after a build; run from apps/server)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '60' },
    burst: { type: 'string', default: '10' },
    scenes: { type: 'string', default: '4' },
    json: { type: 'string' },
  },
});
const CLIENTS = positive('clients');
const SECONDS = positive('seconds');
const BURST_SECONDS = positive('burst');
/** Knock-out matches of the 2018 World Cup: all football, all in the data. */
const MATCH_IDS = ['2058017', '2058016', '2058015', '2058014', '2058013', '2058012', '2058011'];
const SCENES = Math.min(positive('scenes'), MATCH_IDS.length);
/** Replay seconds per real second: at 30× a live football scene changes about once a second. */
const REPLAY_SPEED = 30;
/** Handshakes (and their subscribe calls) in flight at once while connecting. */
const CONNECT_CONCURRENCY = 50;
/** `userScene` calls in flight at once during the burst. */
const BURST_CONCURRENCY = 16;
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const HOST = '127.0.0.1';

function positive(name: 'clients' | 'seconds' | 'burst' | 'scenes'): number {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer`);
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface RunningServer {
  child: ChildProcess;
  origin: string;
  storeDir: string;
}

/** Starts the built server with the socket limits raised for one loopback address. */
async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'kanqiu-bench-fanout-'));
  const room = String(CLIENTS + 100);
  // Matches placed 1–7 minutes into the first half: every one is live for the whole run.
  const starts = MATCH_IDS.slice(0, SCENES).map((id, i) => `${id}:${60 + i * 60}`);
  const child = spawn(process.execPath, ['--expose-gc', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      LOG_LEVEL: 'error',
      REPLAY_DEBUG: '1',
      REPLAY_SPEED: String(REPLAY_SPEED),
      REPLAY_START: starts.join(','),
      KANQIU_STORE_DIR: storeDir,
      SOCKET_MAX_CLIENTS: room,
      SOCKET_PER_ADDRESS_MAX: room,
      SOCKET_CONNECT_BURST: room,
      SOCKET_CONNECT_PER_SEC: room,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://${HOST}:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { child, origin, storeDir };
    } catch {}
    await sleep(100);
  }
  throw new Error('the server did not start within 30 s');
}

function stopServer(server: RunningServer): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      rmSync(server.storeDir, { recursive: true, force: true });
      resolve();
    };
    if (server.child.exitCode !== null || server.child.signalCode !== null) return done();
    server.child.once('exit', done);
    server.child.kill('SIGTERM');
  });
}

async function call(origin: string, path: string, body: unknown): Promise<{ code?: number }> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) return { code: -response.status };
  return (await response.json()) as { code?: number };
}

interface Memory {
  rss_mb: number;
  heap_used_mb: number;
}

/** The server's memory after a full collection (`GET /api/debug/memory`, `--expose-gc`). */
async function memory(origin: string): Promise<Memory> {
  const body = (await (await fetch(`${origin}/api/debug/memory`)).json()) as { data: Memory };
  return body.data;
}

const UP_TIME = Buffer.from('"up_time":');

/**
 * `up_time` of a page or trend frame, read from the frame's bytes: the server writes `scene`,
 * `up_time` (and `revision`) last, so the bench needs no full parse of a 10–17 KB page per push and
 * its own event loop stays out of the figures.
 */
function readUpTime(frame: Buffer): number | null {
  const at = frame.lastIndexOf(UP_TIME);
  if (at < 0) return null;
  let value = 0;
  for (let i = at + UP_TIME.length; i < frame.length; i++) {
    const digit = (frame[i] as number) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  return value;
}

/** What the clients record: latencies of the current phase, and per push its first and last arrival. */
const record = {
  phase: 'connecting' as 'connecting' | 'steady' | 'burst' | 'done',
  since: 0,
  steady: [] as number[],
  burst: [] as number[],
  /** Per `scene|up_time`: how many clients got it, first and last arrival. */
  arrivals: new Map<string, { count: number; first: number; last: number }>(),
};

function onFrame(scene: string, data: Buffer): void {
  const now = Date.now();
  if (record.phase !== 'steady' && record.phase !== 'burst') return;
  const upTime = readUpTime(data);
  // Frames stamped before the phase began are the pages sent at subscribe time, not pushes.
  if (upTime === null || upTime < record.since) return;
  (record.phase === 'steady' ? record.steady : record.burst).push(now - upTime);
  if (record.phase !== 'steady') return;
  // A trend and a page of one moment share their `up_time`: `{"type":"p…` or `{"type":"t…`.
  const key = `${scene}|${upTime}|${String.fromCharCode(data[9] ?? 0)}`;
  const seen = record.arrivals.get(key);
  if (seen) {
    seen.count += 1;
    seen.last = now;
  } else record.arrivals.set(key, { count: 1, first: now, last: now });
}

/** Opens one socket and subscribes it to `scene`; resolves once the subscribe call answered. */
function openClient(origin: string, scene: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${origin.replace('http', 'ws')}/ws`, { perMessageDeflate: false });
    let subscribed = false;
    ws.once('error', reject);
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
    ws.on('message', (data: Buffer) => {
      if (subscribed) return onFrame(scene, data);
      const frame = JSON.parse(data.toString('utf8')) as { type: string; content: unknown };
      if (frame.type !== 'init') return;
      subscribed = true;
      const { client_id } = frame.content as { client_id: string };
      call(origin, '/api/user/userScene', { scene, client_id }).then((body) => {
        if (body.code === 1) resolve(ws);
        else reject(new Error(`userScene answered ${body.code}`));
      }, reject);
    });
  });
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function burst(origin: string, scenes: readonly string[]) {
  let ok = 0;
  let errors = 0;
  const end = Date.now() + BURST_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BURST_CONCURRENCY }, async (_, worker) => {
      for (let i = worker; Date.now() < end; i++) {
        try {
          const body = await call(origin, '/api/user/userScene', {
            scene: scenes[i % scenes.length],
          });
          if (body.code === 1) ok += 1;
          else errors += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { ok, errors, perSec: ok / ((performance.now() - started) / 1000) };
}

async function main(): Promise<void> {
  const server = await startServer();
  const sockets: WebSocket[] = [];
  try {
    const scenes = MATCH_IDS.slice(0, SCENES).map((id) => `detail_football_match_id_${id}`);
    // Builds each scene's page once and lets the background replay conversion finish.
    for (const scene of scenes) await call(server.origin, '/api/user/userScene', { scene });
    await sleep(3_000);
    const before = await memory(server.origin);

    const connectStart = performance.now();
    let next = 0;
    let connectErrors = 0;
    await Promise.all(
      Array.from({ length: CONNECT_CONCURRENCY }, async () => {
        while (next < CLIENTS) {
          const scene = scenes[next % scenes.length] as string;
          next += 1;
          try {
            sockets.push(await openClient(server.origin, scene));
          } catch (error) {
            connectErrors += 1;
            if (connectErrors <= 3) console.error(`connect failed: ${(error as Error).message}`);
          }
        }
      }),
    );
    const connectSec = (performance.now() - connectStart) / 1000;
    await sleep(2_000);
    const after = await memory(server.origin);

    record.since = Date.now();
    record.phase = 'steady';
    await sleep(SECONDS * 1000);
    record.since = Date.now();
    record.phase = 'burst';
    const calls = await burst(server.origin, scenes);
    record.phase = 'done';

    const steady = [...record.steady].sort((a, b) => a - b);
    const burstLatency = [...record.burst].sort((a, b) => a - b);
    const spreads = [...record.arrivals.values()].map((push) => push.last - push.first);
    spreads.sort((a, b) => a - b);
    const perScene = Math.floor(sockets.length / scenes.length);
    const partial = [...record.arrivals.values()].filter((push) => push.count < perScene);
    const rssPerClientKb = ((after.rss_mb - before.rss_mb) * 1024) / Math.max(1, sockets.length);
    const heapPerClientKb =
      ((after.heap_used_mb - before.heap_used_mb) * 1024) / Math.max(1, sockets.length);
    const result = {
      clients: sockets.length,
      pushes: steady.length,
      p50: percentile(steady, 50),
      p95: percentile(steady, 95),
      p99: percentile(steady, 99),
      max: steady.at(-1) ?? Number.NaN,
      rssPerClientKb: Math.round(rssPerClientKb * 10) / 10,
      userSceneCallsPerSec: Math.round(calls.perSec),
      errors: calls.errors,
      connectErrors,
      connectSec: Math.round(connectSec * 10) / 10,
      scenes: scenes.length,
      seconds: SECONDS,
      distinctPushes: record.arrivals.size,
      partialPushes: partial.length,
      spreadP50: percentile(spreads, 50),
      spreadP99: percentile(spreads, 99),
      burstP99: percentile(burstLatency, 99),
      memoryBefore: before,
      memoryAfter: after,
      heapPerClientKb: Math.round(heapPerClientKb * 10) / 10,
    };
    console.log(
      `clients connected: ${result.clients} of ${CLIENTS} in ${result.connectSec} s (${connectErrors} failed), ${scenes.length} live scenes`,
    );
    console.log(
      `pushes received: ${result.pushes} in ${SECONDS} s (${result.distinctPushes} distinct pushes, ${result.partialPushes} not received by every subscriber)`,
    );
    console.log(
      `fan-out latency (arrival − up_time): p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, max ${result.max} ms; first-to-last spread p50 ${result.spreadP50} ms, p99 ${result.spreadP99} ms`,
    );
    console.log(
      `server memory: rss ${before.rss_mb} → ${after.rss_mb} MB, heap ${before.heap_used_mb} → ${after.heap_used_mb} MB: ${result.rssPerClientKb} KB rss, ${result.heapPerClientKb} KB heap per client`,
    );
    console.log(
      `userScene snapshots with every socket open: ${result.userSceneCallsPerSec} calls/s over ${BURST_SECONDS} s, ${calls.errors} errors (push p99 meanwhile ${result.burstP99} ms)`,
    );
    if (values.json) writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    for (const ws of sockets) ws.terminate();
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(`bench-fanout failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
