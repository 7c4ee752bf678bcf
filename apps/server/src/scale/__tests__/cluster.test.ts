import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { assertFreshBuild, SERVER_MAIN } from '../../__tests__/helpers/child-server';
import { type RunningEngine, startPostgres, startRedis } from '../../__tests__/helpers/engines';
import { rebuildPage } from '../../__tests__/helpers/page-patch';
import { frameKind, frameUpTime } from '../frame-facts';
import { RedisNames } from '../redis-keys';

/** France–Croatia, placed in the first half: live, with a change every second or so at 60×. */
const MATCH = '2058017';
const SCENE = `detail_football_match_id_${MATCH}`;
const CLIENTS = 12;

/**
 * A socket client as the webview runs it, but reconnecting after 100 ms instead of 30 s: on each
 * connection it subscribes through the one port (the call lands on any process) and keeps the
 * `up_time` of every page push, one list per connection. With `patches` it asks for page patches
 * and rebuilds each page from them, as the webview does.
 */
class FanClient {
  readonly connections: {
    subscribedAfter: number;
    pages: number[];
    frames: Buffer[];
    /** The page as rebuilt from the first page and the patches (patch clients). */
    held: Record<string, unknown> | null;
    /** Patches that did not lead from the page held. */
    misses: number;
  }[] = [];
  #ws: WebSocket | null = null;
  #stopped = false;
  readonly #port: number;
  readonly patches: boolean;

  constructor(port: number, patches = false) {
    this.#port = port;
    this.patches = patches;
    this.#open();
  }

  #open(): void {
    const ws = new WebSocket(`ws://127.0.0.1:${this.#port}/ws${this.patches ? '?patch=1' : ''}`);
    this.#ws = ws;
    let current: (typeof this.connections)[number] | null = null;
    ws.on('message', (data: Buffer) => {
      if (!current) {
        const init = JSON.parse(data.toString()) as {
          type: string;
          content: { client_id: string };
        };
        if (init.type !== 'init') return;
        current = { subscribedAfter: latest(), pages: [], frames: [], held: null, misses: 0 };
        this.connections.push(current);
        // A subscription that fails (its call met a process going down) is retried on a new connection.
        void call(this.#port, '/api/user/userScene', {
          scene: SCENE,
          client_id: init.content.client_id,
        }).then((code) => {
          if (code !== 1) ws.terminate();
        });
        return;
      }
      const kind = frameKind(data);
      if (kind === 'patch') {
        const patch = JSON.parse(data.toString()).content;
        const held = current.held;
        if (!held || held.up_time !== patch.base_up_time) current.misses += 1;
        else current.held = rebuildPage(held, patch);
        current.pages.push(patch.up_time);
        return;
      }
      if (kind !== 'page') return;
      current.pages.push(frameUpTime(data) as number);
      current.frames.push(data);
      current.held = JSON.parse(data.toString()).content;
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      if (!this.#stopped) setTimeout(() => this.#open(), 100);
    });
  }

  stop(): void {
    this.#stopped = true;
    this.#ws?.terminate();
  }
}

let redis: RunningEngine;
let postgres: RunningEngine;
let primary: ChildProcess;
let storeDir: string;
let output = '';
let port = 0;
/** Page frames as the feeder published them, in order: the reference every client is held to. */
const reference: { upTime: number; frame: Buffer }[] = [];
let watcher: Redis;
const latest = () => reference.at(-1)?.upTime ?? 0;

beforeAll(async () => {
  assertFreshBuild();
  [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
  watcher = new Redis(redis.url);
  await watcher.subscribe(RedisNames.sceneChannel(SCENE));
  watcher.on('messageBuffer', (_channel: Buffer, frame: Buffer) => {
    if (frameKind(frame) === 'page')
      reference.push({ upTime: frameUpTime(frame) as number, frame });
  });
  storeDir = mkdtempSync(join(tmpdir(), 'kanqiu-cluster-'));
  primary = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      KANQIU_PROCESSES: '2',
      REDIS_URL: redis.url,
      DATABASE_URL: postgres.url,
      KANQIU_STORE_DIR: storeDir,
      REPLAY_SPEED: '60',
      REPLAY_START: `${MATCH}:300`,
      SOCKET_CONNECT_BURST: '500',
      SOCKET_CONNECT_PER_SEC: '500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const read = (chunk: Buffer) => {
    output += chunk.toString();
  };
  primary.stdout?.on('data', read);
  primary.stderr?.on('data', read);
  await until(() => /server processes behind one port/.test(output), 60_000);
  port = Number(/Open the app: {2}http:\/\/localhost:(\d+)\//.exec(output)?.[1]);
}, 90_000);

afterAll(async () => {
  if (primary && primary.exitCode === null) {
    const exited = new Promise((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    await exited;
  }
  watcher?.disconnect();
  await Promise.all([redis?.stop(), postgres?.stop()]);
  if (storeDir) rmSync(storeDir, { recursive: true, force: true });
});

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not in time; server output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POSTs a call and resolves with its envelope's `code`, or `null` when it fails or takes over 5 s (a
 * connection the cluster's primary was handing to a process as it was killed is never answered).
 */
async function call(
  port: number,
  path: string,
  body: unknown,
  token?: string,
): Promise<number | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    });
    return ((await response.json()) as { code: number }).code;
  } catch {
    return null;
  }
}

/**
 * `GET /healthz` on a new connection. A reused keep-alive connection can always meet a server that
 * closes it at that moment (HTTP clients retry such requests); a new connection must be answered.
 */
function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200));
    });
    request.setTimeout(5_000, () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

describe('several server processes behind one port', () => {
  it('keep every client served through a SIGKILL and a rolling restart: no push lost or repeated, no acknowledged cheer lost', async () => {
    // One client in four takes page patches: the same pushes, rebuilt into the same pages.
    const clients = Array.from({ length: CLIENTS }, (_, i) => new FanClient(port, i % 4 === 0));
    const acknowledged: string[] = [];
    let cheering = true;
    const cheers = (async () => {
      for (let i = 0; cheering; i += 1) {
        const token = `cluster-fan-${i}`;
        // A call that fails with its process is not acknowledged, so not counted.
        const code = await call(
          port,
          '/api/activity/cheer',
          { match_id: MATCH, side: 'home' },
          token,
        );
        if (code === 1) acknowledged.push(token);
      }
    })();
    /** Every health check: when it was sent and whether it was answered 200. */
    const checks: { sentAt: number; ok: boolean }[] = [];
    let checking = true;
    const healthChecks = (async () => {
      while (checking) {
        const sentAt = Date.now();
        // Not awaited: one check that hangs must not hold the others back.
        void healthy(port).then((ok) => checks.push({ sentAt, ok }));
        await sleep(20);
      }
    })();

    // Generous: two processes load the replay catalog while the rest of the suite may share the cores.
    await until(
      () => clients.every((client) => (client.connections[0]?.pages.length ?? 0) >= 2),
      60_000,
    );

    // SIGKILL the feeder: its clients reconnect, another process takes the feed over.
    const holder = String(await watcher.duplicate().get(RedisNames.feeder));
    const feederPid = Number(holder.split(':')[1]);
    process.kill(feederPid, 'SIGKILL');
    const killedAt = reference.length;
    await until(() => /ended \(SIGKILL\): starting another/.test(output), 10_000);
    await until(() => reference.length >= killedAt + 3, 20_000);

    // A rolling restart, while the port is asked for its health every 20 ms.
    const rollFrom = Date.now();
    primary.kill('SIGHUP');
    await until(() => /rolling restart done/.test(output), 60_000);
    const rollTo = Date.now();
    const rolledAt = reference.length;
    await until(() => reference.length >= rolledAt + 3, 20_000);
    checking = false;
    cheering = false;
    await Promise.all([cheers, healthChecks]);
    // Checks sent during the rolling restart (a check sent to the killed process earlier is never
    // answered: the cluster's primary holds a connection it was handing over at the kill).
    await sleep(500);
    const rolled = checks.filter((check) => check.sentAt >= rollFrom && check.sentAt <= rollTo);

    // Every client then holds the feeder's newest page. The replay keeps pushing, so the newest page
    // is read again at each check, and the clients stop in the same turn as the check that passed:
    // no page can reach one of them between the two.
    let last = 0;
    await until(() => {
      const newest = latest();
      if (!clients.every((client) => client.connections.at(-1)?.pages.at(-1) === newest)) {
        return false;
      }
      last = newest;
      for (const client of clients) client.stop();
      return true;
    }, 5_000);

    expect(rolled.filter((check) => !check.ok)).toEqual([]);
    expect(rolled.length).toBeGreaterThan(50);
    const reconnected = clients.filter((client) => client.connections.length > 1);
    expect(reconnected.length).toBeGreaterThan(0);
    for (const client of clients) {
      for (const [i, connection] of client.connections.entries()) {
        const [first, ...pushes] = connection.pages;
        // A connection closed by its process before its subscription went through holds nothing.
        if (first === undefined && i < client.connections.length - 1) continue;
        expect(first).toBeDefined();
        // The page at subscribe time is the current one, byte for byte what the feeder published.
        expect(first).toBeGreaterThanOrEqual(connection.subscribedAfter);
        const published = reference.find((entry) => entry.upTime === first);
        expect(published?.frame.equals(connection.frames[0] as Buffer)).toBe(true);
        // Then every push after it, once each, in order, up to where the connection ended.
        const end = connection.pages.at(-1) as number;
        const expected = reference
          .map((entry) => entry.upTime)
          .filter((upTime) => upTime > (first as number) && upTime <= end);
        expect(pushes).toEqual(expected);
        if (i === client.connections.length - 1) expect(end).toBe(last);
        if (!client.patches) continue;
        expect(connection.misses).toBe(0);
        const newest = reference.find((entry) => entry.upTime === end) as { frame: Buffer };
        expect(connection.held).toEqual(JSON.parse(newest.frame.toString()).content);
      }
    }

    expect(acknowledged.length).toBeGreaterThan(10);
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    const { rows } = await db.query(
      `SELECT u.token_sha256, COUNT(*) AS cheers FROM cheers c JOIN users u ON u.id = c.user_id
       GROUP BY u.token_sha256`,
    );
    await db.end();
    const stored = new Map(rows.map((row) => [String(row.token_sha256), Number(row.cheers)]));
    for (const token of acknowledged) {
      const sha = createHash('sha256').update(token).digest('hex');
      expect(stored.get(sha), token).toBe(1);
    }
  }, 240_000);
});
