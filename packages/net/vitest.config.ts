import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'net',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
  },
});
