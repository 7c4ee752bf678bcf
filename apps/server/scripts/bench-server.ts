// The server side of the fan-out benchmark (scripts/bench-fanout.ts): the built server started as a
// child process — one process, or `processes` behind one port with a redis-server of its own — and
// its memory read from outside.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
export const HOST = '127.0.0.1';
/** The per-address call budget while benchmarking: far above what one run can send. */
const BENCH_REQUESTS_PER_MIN = 10_000_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** What to start. */
export interface BenchServerOptions {
  /** Room for this many sockets from one address. */
  clients: number;
  /** `REPLAY_START` entries. */
  starts: string[];
  replaySpeed: number;
  /** Server processes behind the port (more than one implies Redis). */
  processes: number;
  /** Fan out through a redis-server of the bench's own even with one process. */
  redis: boolean;
}

export interface BenchServer {
  origin: string;
  /** The process that listens (the cluster's primary with several). */
  child: ChildProcess;
  /** Redis's own process, when one runs. */
  redis: ChildProcess | null;
  stop(): Promise<void>;
}

function waitExit(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function startRedis(dir: string): Promise<{ child: ChildProcess; url: string }> {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error('redis-server is not installed: run scripts/bootstrap.sh --engines as root');
  }
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', HOST, '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  for (let i = 0; i < 100 && !/Ready to accept connections/.test(log); i++) await sleep(50);
  if (!/Ready to accept connections/.test(log))
    throw new Error(`redis-server did not start:\n${log}`);
  return { child, url: `redis://${HOST}:${port}` };
}

/**
 * Starts the built server with the socket limits raised for one loopback address, and resolves once
 * every process serves.
 */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'kanqiu-bench-fanout-'));
  const room = String(options.clients + 100);
  const useRedis = options.redis || options.processes > 1;
  const redis = useRedis ? await startRedis(dir) : null;
  const child = spawn(process.execPath, ['--expose-gc', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      LOG_LEVEL: 'error',
      REPLAY_DEBUG: '1',
      REPLAY_SPEED: String(options.replaySpeed),
      REPLAY_START: options.starts.join(','),
      KANQIU_STORE_DIR: dir,
      SOCKET_MAX_CLIENTS: room,
      SOCKET_PER_ADDRESS_MAX: room,
      SOCKET_CONNECT_BURST: room,
      SOCKET_CONNECT_PER_SEC: room,
      // Every socket is an HTTP connection too, and every call counts against the address's budget.
      HTTP_MAX_CONNECTIONS: room,
      HTTP_PER_ADDRESS_MAX: room,
      API_REQUESTS_PER_MIN: String(BENCH_REQUESTS_PER_MIN),
      ...(redis ? { REDIS_URL: redis.url } : {}),
      KANQIU_PROCESSES: String(options.processes),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const origin = `http://${HOST}:${port}`;
  const stop = async () => {
    await waitExit(child, 'SIGTERM');
    if (redis) await waitExit(redis.child, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  // One process is ready when it answers; several when the primary says all of them listen.
  const ready = () =>
    options.processes > 1
      ? /server processes behind one port/.test(output)
      : /Open the app/.test(output);
  for (let i = 0; i < 1200 && !ready(); i++) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (${child.exitCode})`);
    }
    await sleep(100);
  }
  if (!ready()) {
    await stop();
    throw new Error('the server did not start within 120 s');
  }
  return { origin, child, redis: redis?.child ?? null, stop };
}

/** The server's processes: the one started, and its workers when it is a cluster's primary. */
function serverPids(root: number): number[] {
  const pids = [root];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === root) pids.push(Number(entry));
    } catch {}
  }
  return pids;
}

/** Resident memory of the server's processes together, in MB (`/proc/<pid>/status`). */
export function serverRssMb(server: BenchServer): number {
  let kb = 0;
  for (const pid of serverPids(server.child.pid ?? 0)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {}
  }
  return Math.round((kb / 1024) * 10) / 10;
}
