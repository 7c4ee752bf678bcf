import { fileURLToPath } from 'node:url';
import { REQUEST_TIMEOUT_MS } from '@kanqiu/core';
import {
  readCors,
  readFlag,
  readInteger,
  readServiceUrl,
  readSources,
  readSpeed,
  readStarts,
  readUrl,
} from './config-readers';
import { type AbuseLimits, DEFAULT_ABUSE_LIMITS, readAbuseLimits } from './http/abuse-limits';
import type { BucketRate } from './http/address-buckets';
import { type ContentPolicySources, DEFAULT_CONTENT_POLICY } from './http/security-headers';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from './socket/socket-limits';

export { readStarts };

/** Everything the server can be told from outside. */
export interface ServerConfig {
  /** TCP port; 0 picks a free one. Default 8080. */
  port: number;
  /** Interface to listen on. Default `0.0.0.0`, so a phone on the same network can open the app. */
  host: string;
  /** Replay seconds per real second. Default 30: a 90-minute match plays in 3 minutes. */
  replaySpeed: number;
  /** Seed of the start-up arrangement of the replay. Default 2018. */
  replaySeed: number;
  /** Replay second of given matches at start-up (`REPLAY_START=2058017:1020,401656359:-60`). */
  replayStarts: ReadonlyMap<string, number>;
  /**
   * Replayed matches turned off (`REPLAY_MATCHES_OFF=2058017,401656359`), or `'all'` for no replay
   * at all (`REPLAY=off`): their ids are then free for live ingest. Default none.
   */
  replayOff: ReadonlySet<string> | 'all';
  /**
   * The operator key of the live-ingest endpoint (`INGEST_KEY`, at least
   * {@link INGEST_KEY_MIN_LENGTH} characters); `null`: ingest is off and its paths do not exist.
   */
  ingestKey: string | null;
  /** Ingest calls one key and address may send: a burst, then a steady rate. */
  ingestRate: BucketRate;
  /**
   * Serve the debug calls under `/api/debug/` (moving a match in its replay, reading the web-log
   * ring). Default off: without it those paths do not exist.
   */
  replayDebug: boolean;
  /**
   * Browser origins allowed to call the API (CORS) and to open the socket (`Origin`): `true` any,
   * `false` only the server's own, or a list. Default any (local development); see
   * docs/reliability.md §3 for production.
   */
  corsOrigin: boolean | string[];
  /** Count clients by the last `X-Forwarded-For` hop: only behind a proxy that sets it. Default off. */
  trustProxy: boolean;
  /** Time a request may take to arrive, headers and body, in ms; then 408. Default 60 s. */
  requestTimeoutMs: number;
  /** Time the request headers may take to arrive, in ms. Default 10 s. */
  headersTimeoutMs: number;
  /** Time in-flight requests get to finish after a shutdown begins, in ms. Default 5 s. */
  shutdownGraceMs: number;
  /** Sources of the Content-Security-Policy beyond the server's own origin. */
  contentPolicy: ContentPolicySources;
  /** Web-log calls one client address may send: a burst, then a steady rate. */
  webLogRate: BucketRate;
  /** Folder of the webview build. */
  webviewDir: string;
  /** Folder of the static Storybook build of `@kanqiu/ui`, served at `/storybook/`. */
  storybookDir: string;
  /** Folder of the server's own static files (banner images). */
  publicDir: string;
  /** Largest request body in bytes. */
  bodyLimit: number;
  /** Interval of the replay tick in ms: how often scenes are checked for changes. */
  tickMs: number;
  socketLimits: SocketLimits;
  logLevel: string;
  /** Folder of the user store (the SQLite file); created at start-up. Default `apps/server/.data`. */
  storeDir: string;
  /** The Android package download the download page offers; `null` for none. */
  apkUrl: string | null;
  /** The iOS app's App Store page; `null` for none. */
  appStoreUrl: string | null;
  /**
   * PostgreSQL for the user store (`DATABASE_URL`), shared by several server processes; `null`: the
   * embedded SQLite file in `storeDir`.
   */
  databaseUrl: string | null;
  /**
   * Redis for the live pushes of several server processes (`REDIS_URL`, docs/deployment.md); `null`:
   * this process replays and pushes on its own.
   */
  redisUrl: string | null;
  /**
   * Server processes behind the one port (`KANQIU_PROCESSES`, Node's `cluster`; docs/deployment.md).
   * Default 1. More than one needs `redisUrl`.
   */
  processes: number;
  /** Limits against abuse: write calls, uploads, invitation codes, connections (`http/abuse-limits.ts`). */
  abuseLimits: AbuseLimits;
  /**
   * `ALLOWED_HOSTS`: the `Host` names served (`*` any, or a list); `null`, the default, is localhost
   * and the listening address (every address of the machine when listening on all).
   */
  allowedHosts: string | null;
}

/** The shortest operator key the ingest endpoint accepts: a guessable key is no key. */
export const INGEST_KEY_MIN_LENGTH = 16;

/** The package folder: `src/..` in tests, `dist/..` once built (tsup bundles into one file). */
const PACKAGE_DIR = fileURLToPath(new URL('../', import.meta.url));

/** The defaults of {@link ServerConfig}. */
export const DEFAULT_CONFIG: ServerConfig = {
  port: 8080,
  host: '0.0.0.0',
  replaySpeed: 30,
  replaySeed: 2018,
  replayStarts: new Map(),
  replayOff: new Set(),
  ingestKey: null,
  ingestRate: { capacity: 200, perSecond: 20 },
  replayDebug: false,
  corsOrigin: true,
  trustProxy: false,
  // The client gives up after 60 s; a request still arriving then serves nobody.
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  headersTimeoutMs: 10_000,
  shutdownGraceMs: 5_000,
  contentPolicy: DEFAULT_CONTENT_POLICY,
  webLogRate: { capacity: 30, perSecond: 0.5 },
  webviewDir: fileURLToPath(new URL('../webview/dist/', `file://${PACKAGE_DIR}`)),
  storybookDir: fileURLToPath(
    new URL('../../packages/ui/storybook-static/', `file://${PACKAGE_DIR}`),
  ),
  publicDir: fileURLToPath(new URL('public/', `file://${PACKAGE_DIR}`)),
  bodyLimit: 64 * 1024,
  tickMs: 250,
  socketLimits: DEFAULT_SOCKET_LIMITS,
  logLevel: 'info',
  storeDir: fileURLToPath(new URL('.data/', `file://${PACKAGE_DIR}`)),
  apkUrl: null,
  appStoreUrl: null,
  databaseUrl: null,
  redisUrl: null,
  processes: 1,
  abuseLimits: DEFAULT_ABUSE_LIMITS,
  allowedHosts: null,
};

/**
 * Reads the configuration from environment variables: `PORT`, `HOST`, `REPLAY_SPEED`, `REPLAY_SEED`,
 * `REPLAY_START`, `REPLAY`, `REPLAY_MATCHES_OFF`, `INGEST_KEY`, `INGEST_BURST`, `INGEST_PER_SEC`,
 * `REPLAY_DEBUG`, `CORS_ORIGIN`, `TRUST_PROXY`, `REQUEST_TIMEOUT_MS`,
 * `SHUTDOWN_GRACE_MS`, `CSP_CONNECT_SRC`, `CSP_IMG_SRC`, `CSP_FRAME_SRC`, `CSP_FRAME_ANCESTORS`,
 * `WEBVIEW_DIR`, `STORYBOOK_DIR`, `LOG_LEVEL`, `KANQIU_STORE_DIR`, `KANQIU_APK_URL`,
 * `KANQIU_APP_STORE_URL`, `SOCKET_MAX_CLIENTS`, `SOCKET_PER_ADDRESS_MAX`, `SOCKET_CONNECT_BURST`,
 * `SOCKET_CONNECT_PER_SEC`, `DATABASE_URL`, `REDIS_URL`, `KANQIU_PROCESSES`, `ALLOWED_HOSTS`, and the
 * abuse limits of
 * {@link readAbuseLimits}.
 *
 * @throws Error naming the variable when a value cannot be used.
 */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const config: ServerConfig = {
    ...DEFAULT_CONFIG,
    port: readInteger(env, 'PORT', DEFAULT_CONFIG.port, 0, 65_535),
    host: env.HOST?.trim() || DEFAULT_CONFIG.host,
    replaySpeed: readSpeed(env, DEFAULT_CONFIG.replaySpeed),
    replaySeed: readInteger(env, 'REPLAY_SEED', DEFAULT_CONFIG.replaySeed, 0, 2 ** 32 - 1),
    replayStarts: readStarts(env.REPLAY_START),
    replayOff: readReplayOff(env),
    ingestKey: readIngestKey(env),
    ingestRate: {
      capacity: readInteger(env, 'INGEST_BURST', DEFAULT_CONFIG.ingestRate.capacity, 1, 100_000),
      perSecond: readInteger(env, 'INGEST_PER_SEC', DEFAULT_CONFIG.ingestRate.perSecond, 1, 10_000),
    },
    replayDebug: readFlag(env, 'REPLAY_DEBUG'),
    corsOrigin: readCors(env.CORS_ORIGIN),
    trustProxy: readFlag(env, 'TRUST_PROXY'),
    requestTimeoutMs: readInteger(
      env,
      'REQUEST_TIMEOUT_MS',
      DEFAULT_CONFIG.requestTimeoutMs,
      1_000,
      600_000,
    ),
    shutdownGraceMs: readInteger(
      env,
      'SHUTDOWN_GRACE_MS',
      DEFAULT_CONFIG.shutdownGraceMs,
      0,
      60_000,
    ),
    contentPolicy: readContentPolicy(env),
    socketLimits: readSocketLimits(env),
    webviewDir: env.WEBVIEW_DIR?.trim() || DEFAULT_CONFIG.webviewDir,
    storybookDir: env.STORYBOOK_DIR?.trim() || DEFAULT_CONFIG.storybookDir,
    logLevel: env.LOG_LEVEL?.trim() || DEFAULT_CONFIG.logLevel,
    storeDir: env.KANQIU_STORE_DIR?.trim() || DEFAULT_CONFIG.storeDir,
    apkUrl: readUrl(env, 'KANQIU_APK_URL'),
    appStoreUrl: readUrl(env, 'KANQIU_APP_STORE_URL'),
    databaseUrl: readServiceUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: readServiceUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    processes: readInteger(env, 'KANQIU_PROCESSES', DEFAULT_CONFIG.processes, 1, 64),
    abuseLimits: readAbuseLimits(env),
    allowedHosts: env.ALLOWED_HOSTS?.trim() || null,
  };
  if (config.processes > 1 && !config.redisUrl) {
    throw new Error(
      'KANQIU_PROCESSES above 1 needs REDIS_URL: the processes share live pushes through Redis',
    );
  }
  return config;
}

/** `REPLAY=off` turns the whole replay off, `REPLAY_MATCHES_OFF` a comma-separated list of matches. */
function readReplayOff(env: NodeJS.ProcessEnv): ReadonlySet<string> | 'all' {
  const replay = env.REPLAY?.trim().toLowerCase();
  if (replay === 'off') return 'all';
  if (replay && replay !== 'on') throw new Error(`REPLAY must be on or off, got ${env.REPLAY}`);
  const ids = (env.REPLAY_MATCHES_OFF ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return new Set(ids);
}

function readIngestKey(env: NodeJS.ProcessEnv): string | null {
  const key = env.INGEST_KEY?.trim();
  if (!key) return null;
  if (key.length < INGEST_KEY_MIN_LENGTH) {
    throw new Error(`INGEST_KEY must be at least ${INGEST_KEY_MIN_LENGTH} characters`);
  }
  return key;
}

/**
 * The socket limits an operator may move: the load benchmark (`scripts/bench-fanout.ts`) opens
 * thousands of sockets from 127.0.0.1, which the fair per-address caps would refuse.
 */
function readSocketLimits(env: NodeJS.ProcessEnv): SocketLimits {
  const fallback = DEFAULT_CONFIG.socketLimits;
  return {
    ...fallback,
    maxClients: readInteger(env, 'SOCKET_MAX_CLIENTS', fallback.maxClients, 1, 1_000_000),
    maxClientsPerAddress: readInteger(
      env,
      'SOCKET_PER_ADDRESS_MAX',
      fallback.maxClientsPerAddress,
      1,
      1_000_000,
    ),
    connectRate: {
      capacity: readInteger(
        env,
        'SOCKET_CONNECT_BURST',
        fallback.connectRate.capacity,
        1,
        1_000_000,
      ),
      perSecond: readInteger(
        env,
        'SOCKET_CONNECT_PER_SEC',
        fallback.connectRate.perSecond,
        1,
        1_000_000,
      ),
    },
  };
}

function readContentPolicy(env: NodeJS.ProcessEnv): ContentPolicySources {
  const fallback = DEFAULT_CONFIG.contentPolicy;
  return {
    connect: readSources(env, 'CSP_CONNECT_SRC', fallback.connect),
    img: readSources(env, 'CSP_IMG_SRC', fallback.img),
    frame: readSources(env, 'CSP_FRAME_SRC', fallback.frame),
    frameAncestors: readSources(env, 'CSP_FRAME_ANCESTORS', fallback.frameAncestors),
  };
}
