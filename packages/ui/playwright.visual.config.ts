import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../scripts/chromium';

/**
 * Visual snapshots of every story of the Storybook build (storybook-static/), in Chromium at
 * 390 × 844, against the baselines committed in visual/baselines/. `pnpm visual` compares;
 * `pnpm visual:update` rebuilds Storybook and rewrites the baselines that changed or are missing.
 */
export default defineConfig({
  testDir: 'visual',
  testMatch: 'stories.visual.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: 'visual/results',
  // A missing baseline fails; only `visual:update` (--update-snapshots) writes one.
  updateSnapshots: 'none',
  // Stories are independent: two workers, each with its own server and page, share them out.
  fullyParallel: true,
  workers: 2,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'visual/report' }]],
  timeout: 30_000,
  expect: {
    // Rendering on one machine is deterministic: the tolerance is for the odd anti-aliased pixel.
    // Playwright's default colour threshold (0.2) lets the tab indicator turn from blue to green.
    toHaveScreenshot: { maxDiffPixels: 20, threshold: 0.05, animations: 'disabled' },
  },
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    colorScheme: 'dark',
    reducedMotion: 'reduce',
  },
});
