import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConsumerFailure, expect } from './consumer-failure.ts';

/** The 2018 World Cup final, put in its 17th minute so the socket has pushes to send. */
export const LIVE_MATCH_ID = '2058017';

/** The running local server. */
export interface LocalServer {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built local server (`apps/server/dist/main.js`) on `port` (0: one the OS picks), with
 * the final live and its user store in `storeDir`, and resolves once it listens.
 */
export async function startLocalServer(
  root: string,
  storeDir: string,
  port: number,
): Promise<LocalServer> {
  const main = path.join(root, 'apps/server/dist/main.js');
  expect(
    existsSync(main),
    `${main} is missing: build the server first (pnpm exec turbo run build)`,
  );
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      REPLAY_START: `${LIVE_MATCH_ID}:1020`,
      KANQIU_STORE_DIR: storeDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new ConsumerFailure(`the local server did not start:\n${output}`)),
      30_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new ConsumerFailure(`the local server exited with ${code}:\n${output}`));
    });
  });
  return { origin, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
