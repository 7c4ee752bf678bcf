import { globSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * Besides the package entries, every source module is an entry of its own: with code splitting
 * each concept becomes a module in `dist`, so an app's bundler keeps in a route's chunk only what the
 * route uses (a single-file build would put the quotes and every label table in every route).
 */
const concepts = globSync('src/**/*.ts', {
  exclude: ['src/**/__tests__/**', 'src/**/index.ts', 'src/contract/entries/**'],
});

/** The contract's areas, each a subpath entry (`@kanqiu/core/contract/match`, …). */
const contractAreas = Object.fromEntries(
  globSync('src/contract/entries/*.ts').map((file) => [
    `contract/${file.replace(/^.*\//, '').replace(/\.ts$/, '')}`,
    file,
  ]),
);

const entries = { index: 'src/index.ts', contract: 'src/contract/index.ts', ...contractAreas };

export default defineConfig({
  entry: {
    ...entries,
    ...Object.fromEntries(
      concepts.map((file) => [`parts/${file.replace(/^src\//, '').replace(/\.ts$/, '')}`, file]),
    ),
  },
  format: ['esm'],
  splitting: true,
  dts: { entry: entries },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
});
