import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../scripts/chromium';
import { E2E_PORT, e2eServerEnv } from './e2e/server-env';

/**
 * Browser tests: Debian Chromium at a phone viewport against the real local server (apps/server),
 * which serves the production build of this app and replays real matches on a fast, seeded clock.
 * Build first (`pnpm exec turbo run build`); `pnpm --filter @kanqiu/webview e2e` runs them.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // One worker: the tests move matches on one shared server, and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}/`,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'dark',
    trace: 'retain-on-failure',
    // The service worker (docs/offline.md) would answer requests the tests route themselves; only
    // the tests of offline behaviour let it in (e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: 'node ../server/dist/main.js',
    env: e2eServerEnv(E2E_PORT),
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
