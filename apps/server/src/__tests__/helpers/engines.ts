import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, globSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A database engine started for the tests, on loopback, in a temporary folder. */
export interface RunningEngine {
  /** `redis://127.0.0.1:PORT` or `postgres://kanqiu@127.0.0.1:PORT/postgres`. */
  url: string;
  port: number;
  /** Stops the engine and removes its folder. */
  stop(): Promise<void>;
}

const MISSING =
  "is not installed: run scripts/bootstrap.sh --engines as root (it installs Debian's redis-server and postgresql), or install them yourself";

/** A free TCP port on loopback (the engine binds it right after; a clash fails its start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** A PostgreSQL program: on PATH, or in Debian's versioned folder (newest first). */
function postgresProgram(name: 'initdb' | 'postgres'): string {
  const found =
    onPath(name) ??
    globSync(`/usr/lib/postgresql/*/bin/${name}`)
      .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))
      .at(0);
  if (!found) throw new Error(`PostgreSQL's ${name} ${MISSING}`);
  return found;
}

/**
 * PostgreSQL refuses to run as root: as root the cluster is owned by and run as Debian's `postgres`
 * user (or `nobody`).
 */
function unprivilegedUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {}
  }
  throw new Error('running as root and there is no postgres or nobody user to run PostgreSQL as');
}

function chownTree(path: string, owner: { uid: number; gid: number }): void {
  chownSync(path, owner.uid, owner.gid);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) chownTree(join(path, entry.name), owner);
    else chownSync(join(path, entry.name), owner.uid, owner.gid);
  }
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, log: () => string) {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} did not start in 10 s:\n${log()}`);
}

/** Starts `redis-server` on a free loopback port with nothing saved to disk. */
export async function startRedis(): Promise<RunningEngine> {
  const program = onPath('redis-server');
  if (!program) throw new Error(`redis-server ${MISSING}`);
  const dir = mkdtempSync(join(tmpdir(), 'kanqiu-redis-'));
  const port = await freePort();
  const child = spawn(
    program,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`redis-server exited:\n${log}`);
      return /Ready to accept connections/.test(log);
    },
    'redis-server',
    () => log,
  );
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      await stopChild(child, 'SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a new PostgreSQL cluster (`initdb` into a temporary folder, trust authentication on
 * loopback only, no Unix socket) on a free port. `fsync` is off: the tests check rules, not crashes
 * of the machine.
 */
export async function startPostgres(): Promise<RunningEngine> {
  const initdb = postgresProgram('initdb');
  const postgres = postgresProgram('postgres');
  const owner = unprivilegedUser();
  const dir = mkdtempSync(join(tmpdir(), 'kanqiu-postgres-'));
  const data = join(dir, 'data');
  if (owner) chownTree(dir, owner);
  execFileSync(
    initdb,
    ['-D', data, '-U', 'kanqiu', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { stdio: 'pipe', ...(owner ?? {}) },
  );
  const port = await freePort();
  const child = spawn(
    postgres,
    [
      '-D',
      data,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'max_connections=200',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], ...(owner ?? {}) },
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const url = `postgres://kanqiu@127.0.0.1:${port}/postgres`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`postgres exited:\n${log}`);
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.end();
        return true;
      } catch {
        return false;
      }
    },
    'postgres',
    () => log,
  );
  return {
    url,
    port,
    async stop() {
      // Fast shutdown: open sessions are ended, no wait for clients.
      await stopChild(child, 'SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
