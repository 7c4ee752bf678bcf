// The built server as the probe scripts start it: on loopback, with a store of its own, debug calls on.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a built server (`main`, default this package's `dist/main.js`) on 127.0.0.1:`port`;
 * resolves once it answers, with its process.
 */
export async function startProbeServer(port, env = {}, main = DEFAULT_MAIN) {
  const child = spawn(process.execPath, ['--expose-gc', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      REPLAY_DEBUG: '1',
      KANQIU_STORE_DIR: env.KANQIU_STORE_DIR ?? mkdtempSync(join(tmpdir(), 'kanqiu-probe-')),
      ...env,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {}
    await sleep(100);
  }
  throw new Error('the server did not start');
}

/** Stops a server process with `signal`; resolves once it exited. */
export function stop(child, signal = 'SIGKILL') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Resident memory of a process, MB (Linux). */
export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}
