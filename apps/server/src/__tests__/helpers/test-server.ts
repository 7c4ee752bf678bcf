import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../../clock/manual-clock';
import type { ServerConfig } from '../../config';
import type { Catalog } from '../../data/catalog';
import { type AbuseLimits, DEFAULT_ABUSE_LIMITS } from '../../http/abuse-limits';
import { createKanqiuServer, type KanqiuServer } from '../../server';
import { stubCatalog } from './stub-catalog';

/** Unix ms the tests' clock starts at. */
export const TEST_START = Date.UTC(2026, 10, 22, 12, 0, 0);

/** A server started for one test, with its clock and addresses. */
export interface TestServer {
  server: KanqiuServer;
  clock: ManualClock;
  baseUrl: string;
  wsUrl: string;
  /** The user store's folder: a new temporary one unless `config.storeDir` was given. */
  storeDir: string;
  /** Moves the clock by `ms` and pushes what changed. */
  advance(ms: number): number;
  close(): Promise<void>;
}

/** Options of {@link startTestServer}. */
export interface TestServerOptions {
  catalog?: Catalog;
  /** Anything not given takes the server's default; `abuseLimits` are merged with the defaults. */
  config?: Partial<Omit<ServerConfig, 'abuseLimits'>> & { abuseLimits?: Partial<AbuseLimits> };
  /** Replay second of given matches at start-up. */
  starts?: Record<string, number>;
  /** Unix ms the clock starts at. Default {@link TEST_START}. */
  now?: number;
}

/**
 * Starts a real server on a free loopback port, with a manual clock and no automatic tick: tests move
 * time with `advance()` instead of sleeping. The user store is a real SQLite file in a temporary
 * folder, removed by `close()` (unless the test gave its own `config.storeDir`).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const clock = new ManualClock(options.now ?? TEST_START);
  const storeDir = options.config?.storeDir ?? mkdtempSync(join(tmpdir(), 'kanqiu-test-store-'));
  const ownStoreDir = options.config?.storeDir ? null : storeDir;
  const server = await createKanqiuServer({
    catalog: options.catalog ?? stubCatalog(),
    clock,
    log: false,
    autoTick: false,
    config: {
      port: 0,
      host: '127.0.0.1',
      replaySpeed: 60,
      replayStarts: new Map(Object.entries(options.starts ?? {})),
      ...options.config,
      abuseLimits: { ...DEFAULT_ABUSE_LIMITS, ...options.config?.abuseLimits },
      storeDir,
    },
  });
  const port = await server.listen();
  return {
    server,
    clock,
    baseUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    storeDir,
    advance(ms) {
      clock.advance(ms);
      return server.tick();
    },
    async close() {
      await server.close();
      if (ownStoreDir) rmSync(ownStoreDir, { recursive: true, force: true });
    },
  };
}
