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
// With `--processes N` (N > 1) the server runs as N processes behind the one port, fanning out through
// a redis-server the bench starts for itself (`--redis` does that with one process too); memory is
// then the resident size of all the processes together, read from /proc.
//
// Usage: node scripts/bench-fanout.ts [--clients 2000] [--seconds 60] [--burst 10] [--scenes 4]
//          [--processes 1] [--redis] [--json FILE]   (after a build; run from apps/server)
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { type BenchServer, serverRssMb, sleep, startBenchServer } from './bench-server.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '60' },
    burst: { type: 'string', default: '10' },
    scenes: { type: 'string', default: '4' },
    processes: { type: 'string', default: '1' },
    redis: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const CLIENTS = positive('clients');
const SECONDS = positive('seconds');
const BURST_SECONDS = positive('burst');
/** Knock-out matches of the 2018 World Cup: all football, all in the data. */
const MATCH_IDS = ['2058017', '2058016', '2058015', '2058014', '2058013', '2058012', '2058011'];
const SCENES = Math.min(positive('scenes'), MATCH_IDS.length);
const PROCESSES = positive('processes');
const REDIS = values.redis || PROCESSES > 1;
/** Replay seconds per real second: at 30× a live football scene changes about once a second. */
const REPLAY_SPEED = 30;
/** Handshakes (and their subscribe calls) in flight at once while connecting. */
const CONNECT_CONCURRENCY = 50;
/** `userScene` calls in flight at once during the burst. */
const BURST_CONCURRENCY = 16;
function positive(name: 'clients' | 'seconds' | 'burst' | 'scenes' | 'processes'): number {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer`);
  return value;
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
  /** `null` with several processes: the heap is per process. */
  heap_used_mb: number | null;
}

/**
 * The server's memory: one process's after a full collection (`GET /api/debug/memory`,
 * `--expose-gc`); several processes' resident size together, from /proc (no collection).
 */
async function memory(server: BenchServer): Promise<Memory> {
  if (PROCESSES > 1) return { rss_mb: serverRssMb(server), heap_used_mb: null };
  const answer = await fetch(`${server.origin}/api/debug/memory`);
  return ((await answer.json()) as { data: Memory }).data;
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
  const server = await startBenchServer({
    clients: CLIENTS,
    // Matches placed 1–7 minutes into the first half: every one is live for the whole run.
    starts: MATCH_IDS.slice(0, SCENES).map((id, i) => `${id}:${60 + i * 60}`),
    replaySpeed: REPLAY_SPEED,
    processes: PROCESSES,
    redis: REDIS,
  });
  const sockets: WebSocket[] = [];
  try {
    const scenes = MATCH_IDS.slice(0, SCENES).map((id) => `detail_football_match_id_${id}`);
    // Builds each scene's page once (through Redis: once the feeder has published it) and lets the
    // background replay conversion finish.
    for (const scene of scenes) {
      for (let i = 0; i < 100; i++) {
        if ((await call(server.origin, '/api/user/userScene', { scene })).code === 1) break;
        await sleep(100);
      }
    }
    await sleep(3_000);
    const before = await memory(server);

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
    const after = await memory(server);

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
      after.heap_used_mb === null || before.heap_used_mb === null
        ? null
        : ((after.heap_used_mb - before.heap_used_mb) * 1024) / Math.max(1, sockets.length);
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
      heapPerClientKb: heapPerClientKb === null ? null : Math.round(heapPerClientKb * 10) / 10,
      processes: PROCESSES,
      redis: REDIS,
    };
    console.log(
      `clients connected: ${result.clients} of ${CLIENTS} in ${result.connectSec} s (${connectErrors} failed), ${scenes.length} live scenes, ${PROCESSES} server process${PROCESSES > 1 ? 'es' : ''}${REDIS ? ' fanning out through Redis' : ''}`,
    );
    console.log(
      `pushes received: ${result.pushes} in ${SECONDS} s (${result.distinctPushes} distinct pushes, ${result.partialPushes} not received by every subscriber)`,
    );
    console.log(
      `fan-out latency (arrival − up_time): p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, max ${result.max} ms; first-to-last spread p50 ${result.spreadP50} ms, p99 ${result.spreadP99} ms`,
    );
    console.log(
      `server memory: rss ${before.rss_mb} → ${after.rss_mb} MB${before.heap_used_mb === null ? ' (all processes)' : `, heap ${before.heap_used_mb} → ${after.heap_used_mb} MB`}: ${result.rssPerClientKb} KB rss${result.heapPerClientKb === null ? '' : `, ${result.heapPerClientKb} KB heap`} per client`,
    );
    console.log(
      `userScene snapshots with every socket open: ${result.userSceneCallsPerSec} calls/s over ${BURST_SECONDS} s, ${calls.errors} errors (push p99 meanwhile ${result.burstP99} ms)`,
    );
    if (values.json) writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    for (const ws of sockets) ws.terminate();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench-fanout failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
