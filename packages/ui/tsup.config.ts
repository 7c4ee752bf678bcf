import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // Peer and regular dependencies stay imports; Swiper stays a dynamic import the app splits off.
  external: ['react', 'react-dom', 'swiper'],
});
