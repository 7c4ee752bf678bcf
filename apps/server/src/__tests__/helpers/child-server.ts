import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, globSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PACKAGE_DIR = fileURLToPath(new URL('../../../', import.meta.url));
/** The built server: what `pnpm --filter @kanqiu/server start` runs. */
export const SERVER_MAIN = `${PACKAGE_DIR}dist/main.js`;

/**
 * Fails unless `dist/main.js` is there and newer than every source file, so a test of the built
 * server never runs an old build.
 */
export function assertFreshBuild(): void {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(`${SERVER_MAIN} is missing: build first (pnpm --filter @kanqiu/server build)`);
  }
  const built = statSync(SERVER_MAIN).mtimeMs;
  const newer = globSync('src/**/*.ts', {
    cwd: PACKAGE_DIR,
    exclude: ['src/**/__tests__/**'],
  }).filter((file) => statSync(`${PACKAGE_DIR}${file}`).mtimeMs > built);
  if (newer.length > 0) {
    throw new Error(
      `dist/main.js is older than ${newer[0]}: rebuild (pnpm --filter @kanqiu/server build)`,
    );
  }
}

/** The built server running as a child process. */
export interface ChildServer {
  baseUrl: string;
  child: ChildProcess;
  /** Kills the process with SIGKILL (no shutdown of any kind) and waits for it to be gone. */
  kill(): Promise<NodeJS.Signals | null>;
}

/**
 * Starts `node dist/main.js` on a free loopback port with `env` added, and resolves once it printed
 * where it listens.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start in 30 s:\n${output}`)),
      30_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Open the app: {2}http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it listened:\n${output}`));
    });
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => {
    child.once('exit', (_code, signal) => resolve(signal));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
}
