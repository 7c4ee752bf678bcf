import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
/** Port of the server the browser tests share. */
export const E2E_PORT = Number(process.env.KANQIU_E2E_PORT ?? 8765);

/**
 * Ports of the servers some tests start and stop themselves, next to the shared one, so runs with
 * different `KANQIU_E2E_PORT`s never collide.
 */
export const OWN_SERVER_PORTS = {
  reconnect: E2E_PORT + 1,
  socketCount: E2E_PORT + 2,
  faultRestart: E2E_PORT + 3,
  halfOpen: E2E_PORT + 4,
  userStore: E2E_PORT + 5,
  ingest: E2E_PORT + 6,
  ingestReference: E2E_PORT + 7,
  follows: E2E_PORT + 8,
  offline: E2E_PORT + 9,
} as const;

/** Replay speed of the browser tests: a 90-minute match in about three minutes. */
export const E2E_SPEED = 30;

/**
 * Environment of a test server: a fixed seed, a fast clock, the debug call that moves a match in
 * its replay (`POST /api/debug/replay`), and a user store of its own in a fresh temporary folder, so
 * runs never share cheers, invitations or feedback. Every browser of the run is one client address
 * (127.0.0.1), so the per-address budgets of write calls, invitation codes and uploads are raised:
 * the whole run would spend a real client's hour in a minute.
 */
export function e2eServerEnv(
  port: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    REPLAY_SEED: '7',
    REPLAY_SPEED: String(E2E_SPEED),
    REPLAY_DEBUG: '1',
    LOG_LEVEL: 'warn',
    KANQIU_STORE_DIR: mkdtempSync(join(tmpdir(), 'kanqiu-e2e-store-')),
    API_REQUESTS_PER_MIN: '1000000',
    FILE_REQUESTS_PER_MIN: '1000000',
    WRITE_CALLS_PER_MIN: '100000',
    INVITE_GUESSES_PER_HOUR: '100000',
    INVITE_CODES_PER_HOUR: '100000',
    UPLOAD_MB_PER_HOUR: '100000',
    UPLOAD_MB_PER_HOUR_PER_USER: '100000',
    UPLOADS_PER_ADDRESS_MAX: '100',
    HTTP_PER_ADDRESS_MAX: '100000',
    ...extra,
  };
}
