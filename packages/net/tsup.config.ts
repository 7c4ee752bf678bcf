import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    jotai: 'src/jotai/index.ts',
    world: 'src/world/index.ts',
    patches: 'src/patches/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'jotai'],
});
