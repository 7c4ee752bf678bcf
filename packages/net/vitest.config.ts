import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'net',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
    // Real servers on loopback: leave room for a loaded CI machine.
    testTimeout: 20_000,
  },
});
