import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Where the build's source maps go: beside `dist/`, never inside it, so the server (which serves
 * `dist/`) cannot hand them to phones; they stay for reading error reports (docs/reliability.md §3).
 */
const SOURCE_MAP_DIR = fileURLToPath(new URL('./dist-sourcemaps/', import.meta.url));

/** Moves every `.map` file of the build out of the served folder once it is written. */
function sourceMapsOutsideDist(): Plugin {
  return {
    name: 'kanqiu:source-maps-outside-dist',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? fileURLToPath(new URL('./dist/', import.meta.url));
      rmSync(SOURCE_MAP_DIR, { recursive: true, force: true });
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.endsWith('.map')) continue;
        const target = join(SOURCE_MAP_DIR, fileName);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(join(outDir, fileName), target);
      }
    },
  };
}

/** The local server (apps/server); the dev server proxies the API and the socket to it. */
const backend = process.env.KANQIU_BACKEND ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), sourceMapsOutsideDist()],
  base: './',
  server: {
    host: true,
    port: 5173,
    proxy: {
      '/api': backend,
      '/static': backend,
      '/ws': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
  // The manifest lets scripts/measure-bundle.mjs follow what each route loads. The source maps are
  // 'hidden' (no sourceMappingURL comment in the served files) and moved out of dist/.
  build: { target: 'es2020', sourcemap: 'hidden', manifest: true },
});
