import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'webview',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
  },
});
