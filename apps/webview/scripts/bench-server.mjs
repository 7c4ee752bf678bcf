// The built local server (apps/server/dist) as a child process for the benchmarks: started on a port
// of their own with a store in a temporary folder, ready once `/healthz` answers, killed after.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
const READY_POLLS = 200;
const READY_POLL_MS = 150;

/**
 * Starts the built server on `port` with the extra environment `env` and resolves once it is ready.
 * `nice` (0–19) lowers its scheduling priority, for a benchmark that measures the browser's
 * main thread and would rather the server did not take the CPU from it.
 * @returns `{ origin, seek(matchId, t), stop() }`; `seek` needs `REPLAY_DEBUG: '1'`.
 */
export async function startBenchServer(port, env = {}, { nice = 0 } = {}) {
  const origin = `http://127.0.0.1:${port}`;
  const [command, args] =
    nice > 0 ? ['nice', ['-n', String(nice), process.execPath, MAIN]] : [process.execPath, [MAIN]];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      KANQIU_STORE_DIR: mkdtempSync(join(tmpdir(), 'kanqiu-bench-')),
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = () => child.kill('SIGKILL');
  if (await answersOk(`${origin}/healthz`, READY_POLLS, READY_POLL_MS)) {
    return { origin, stop, seek: (matchId, t) => seek(origin, matchId, t) };
  }
  stop();
  throw new Error(`the server did not start on port ${port} (is apps/server built?)`);
}

/**
 * Asks `url` up to `polls` times, `intervalMs` apart, until it answers with a 2xx status.
 * @returns whether it did
 */
export async function answersOk(url, polls, intervalMs) {
  for (let i = 0; i < polls; i++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}

async function seek(origin, matchId, t) {
  const response = await fetch(`${origin}/api/debug/replay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ match_id: matchId, t }),
  });
  const body = await response.json();
  if (body.code !== 1) throw new Error(`seek ${matchId} to ${t}: ${JSON.stringify(body)}`);
}

/** The `q` quantile (0–1) of `values`, by rank. */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
