import { fileURLToPath } from 'node:url';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from './socket/socket-limits';

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
  /** Serve `POST /api/debug/replay` (moving a match in its replay). Default off. */
  replayDebug: boolean;
  /** CORS origins: `true` any, `false` none, or a list. Default any. */
  corsOrigin: boolean | string[];
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
}

/** The package folder: `src/..` in tests, `dist/..` once built (tsup bundles into one file). */
const PACKAGE_DIR = fileURLToPath(new URL('../', import.meta.url));

/** The defaults of {@link ServerConfig}. */
export const DEFAULT_CONFIG: ServerConfig = {
  port: 8080,
  host: '0.0.0.0',
  replaySpeed: 30,
  replaySeed: 2018,
  replayStarts: new Map(),
  replayDebug: false,
  corsOrigin: true,
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
};

/**
 * Reads the configuration from environment variables: `PORT`, `HOST`, `REPLAY_SPEED`, `REPLAY_SEED`,
 * `REPLAY_START`, `REPLAY_DEBUG`, `CORS_ORIGIN`, `WEBVIEW_DIR`, `STORYBOOK_DIR`, `LOG_LEVEL`,
 * `KANQIU_STORE_DIR`, `KANQIU_APK_URL`, `KANQIU_APP_STORE_URL`.
 *
 * @throws Error naming the variable when a value cannot be used.
 */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  return {
    ...DEFAULT_CONFIG,
    port: readInteger(env, 'PORT', DEFAULT_CONFIG.port, 0, 65_535),
    host: env.HOST?.trim() || DEFAULT_CONFIG.host,
    replaySpeed: readSpeed(env),
    replaySeed: readInteger(env, 'REPLAY_SEED', DEFAULT_CONFIG.replaySeed, 0, 2 ** 32 - 1),
    replayStarts: readStarts(env.REPLAY_START),
    replayDebug: readFlag(env, 'REPLAY_DEBUG'),
    corsOrigin: readCors(env.CORS_ORIGIN),
    webviewDir: env.WEBVIEW_DIR?.trim() || DEFAULT_CONFIG.webviewDir,
    storybookDir: env.STORYBOOK_DIR?.trim() || DEFAULT_CONFIG.storybookDir,
    logLevel: env.LOG_LEVEL?.trim() || DEFAULT_CONFIG.logLevel,
    storeDir: env.KANQIU_STORE_DIR?.trim() || DEFAULT_CONFIG.storeDir,
    apkUrl: readUrl(env, 'KANQIU_APK_URL'),
    appStoreUrl: readUrl(env, 'KANQIU_APP_STORE_URL'),
  };
}

function readUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return url.href;
}

function readInteger(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function readSpeed(env: NodeJS.ProcessEnv): number {
  const raw = env.REPLAY_SPEED?.trim();
  if (!raw) return DEFAULT_CONFIG.replaySpeed;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 10_000) {
    throw new Error(`REPLAY_SPEED must be a number above 0 and at most 10000, got "${raw}"`);
  }
  return value;
}

function readFlag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw || raw === '0' || raw === 'false' || raw === 'no') return false;
  if (raw === '1' || raw === 'true' || raw === 'yes') return true;
  throw new Error(`${name} must be 1 or 0, got "${env[name]}"`);
}

/** `id:seconds` pairs separated by commas, e.g. `2058017:1020,401656359:-60`. */
export function readStarts(raw: string | undefined): Map<string, number> {
  const starts = new Map<string, number>();
  if (!raw?.trim()) return starts;
  for (const part of raw.split(',')) {
    const match = /^\s*([A-Za-z0-9_-]{1,64})\s*:\s*(-?\d+(?:\.\d+)?)\s*$/.exec(part);
    if (!match) {
      throw new Error(
        `REPLAY_START entries are match_id:seconds (e.g. 2058017:1020), got "${part}"`,
      );
    }
    starts.set(match[1] as string, Number(match[2]));
  }
  return starts;
}

function readCors(raw: string | undefined): boolean | string[] {
  const value = raw?.trim();
  if (!value || value === '*') return true;
  if (value === 'off' || value === 'none') return false;
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}
