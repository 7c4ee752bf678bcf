import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../scripts/chromium';
import { E2E_PORT, e2eServerEnv } from './e2e/server-env';

/**
 * Spec files that run alone, after the rest, on one worker (`pnpm e2e`): they bound how long
 * something takes (a banner within 2 s, a skeleton by its time, a ping's silence), measure layout
 * shift over a window of the replay, count sockets or wait to see that something does not happen,
 * or restart servers. Two browsers on two cores would stretch their clocks; the rest reads what a
 * page shows once it shows it, which only takes longer on a busy machine (docs/testing.md).
 */
const ALONE = [
  'basketball-alerts',
  'error-states',
  'fault-half-open',
  'fault-restart',
  'first-paint',
  'follow',
  'layout-shift',
  'offline',
  'soccer-reconnect',
  'socket-count',
  'user-store-restart',
].map((name) => `**/${name}.spec.ts`);

/**
 * Browser tests: Debian Chromium at a phone viewport against the real local server (apps/server),
 * which serves the production build of this app and replays real matches on a fast, seeded clock.
 * Build first (`pnpm exec turbo run build`); `pnpm --filter @kanqiu/webview e2e` runs them.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // One baseline per screenshot, whichever project runs its file (the default adds the project's name).
  snapshotPathTemplate:
    '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  // Two workers, each on a server of its own (e2e/fixtures.ts): the tests move matches, so two never
  // share one. A file's tests stay together, in order, on one worker.
  workers: 2,
  fullyParallel: false,
  projects: [
    // The page's looping animations (the live dot's pulse, loading shimmers) cost a software-drawn
    // frame 60 times a second on CPUs the tests share: a fifth of the run's CPU. These tests read
    // what pages show, so they ask for reduced motion, which the app honours; a test of an animation
    // asks for motion itself, and the files that run alone keep it (docs/testing.md).
    { name: 'parallel', testIgnore: ALONE, use: { reducedMotion: 'reduce' } },
    // `pnpm e2e` runs this project after the other (a project's dependencies would run all of
    // theirs before any one file of it, and skip it when one of theirs fails).
    { name: 'alone', testMatch: ALONE, workers: 1 },
  ],
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
