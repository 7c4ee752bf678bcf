import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_LAUNCH } from '../../scripts/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** Time one story's test may take, its first render and axe's check included. */
const STORY_TEST_TIMEOUT_MS = 45_000;

// Every story runs as a test in Debian's Chromium: its play function, and axe through the a11y addon.
export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: 'ui-storybook',
    // A story's test includes, for the first story of each file, the browser fetching and the dev
    // server transforming that file's modules on demand; on two busy cores that alone once took a
    // story without a play function past the browser mode's default 15 s. The play functions' own
    // waits keep their shorter timeouts.
    testTimeout: STORY_TEST_TIMEOUT_MS,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: CHROMIUM_LAUNCH,
      }),
      instances: [{ browser: 'chromium', viewport: { width: 390, height: 844 } }],
    },
  },
});
