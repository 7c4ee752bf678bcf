import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'host-calls': 'src/host-calls/index.ts',
    simulator: 'src/simulator/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // Each entry holds its own code: the main entry must not share a chunk with the simulator, or
  // production bundles would carry simulator text unless their bundler tree-shakes it.
  splitting: false,
});
