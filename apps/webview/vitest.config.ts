import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'webview',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
