import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { e2eServerEnv } from './server-env';

const MAIN = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));

/** A server of the test's own, for tests that stop and restart it. */
export interface OwnServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts `apps/server` on `port` with the test environment plus `extra`, resolving once it is ready. */
export async function startOwnServer(
  port: number,
  extra: Record<string, string> = {},
): Promise<OwnServer> {
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...e2eServerEnv(port, extra) },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not become ready within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
