import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_LAUNCH } from '../../scripts/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story runs as a test in Debian's Chromium: its play function, and axe through the a11y addon.
export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: 'ui-storybook',
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
