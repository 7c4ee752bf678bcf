import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inlineFirstPaint } from './first-paint.config';
import { serviceWorker } from './pwa.config';
import { lateStylesheetsLast } from './stylesheet-order.config';

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

/** Files worth a compressed copy: text, over a size where compression pays for its header. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const COMPRESS_MIN_BYTES = 1_024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every script, style and SVG of the build,
 * compressed once at the highest level; the server sends the copy a phone accepts
 * (`preCompressed` in apps/server/src/http/webview-static.ts) instead of compressing on each request.
 */
function precompressed(): Plugin {
  return {
    name: 'kanqiu:precompressed',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? fileURLToPath(new URL('./dist/', import.meta.url));
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName) || fileName.startsWith('.vite/')) continue;
        const path = join(outDir, fileName);
        const content = readFileSync(path);
        if (content.length < COMPRESS_MIN_BYTES) continue;
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

const require = createRequire(import.meta.url);
/** The ESM file of a preact entry, resolved from this app so every package's `react` import finds it. */
const preact = (id: string) => require.resolve(id).replace(/\.js$/, '.mjs');

/** The local server (apps/server); the dev server proxies the API and the socket to it. */
const backend = process.env.KANQIU_BACKEND ?? 'http://localhost:8080';

export default defineConfig({
  // The service worker (pwa.config.ts, docs/offline.md): the app shell offline, visited pages' code.
  plugins: [
    react(),
    inlineFirstPaint(),
    lateStylesheetsLast(),
    sourceMapsOutsideDist(),
    precompressed(),
    serviceWorker(),
  ],
  base: './',
  // The app renders with Preact's React-compatible layer (docs/performance.md, "Preact in the
  // build"): ≈ 10 KB gzip instead of React DOM's ≈ 68 KB before any page can show. The packages and
  // their tests keep React as their peer; only this build swaps it, and the browser tests run on it.
  resolve: {
    alias: [
      { find: /^react$/, replacement: preact('preact/compat') },
      { find: /^react-dom$/, replacement: preact('preact/compat') },
      { find: /^react-dom\/client$/, replacement: preact('preact/compat/client') },
      { find: /^react\/jsx-runtime$/, replacement: preact('preact/jsx-runtime') },
      { find: /^react\/jsx-dev-runtime$/, replacement: preact('preact/jsx-dev-runtime') },
    ],
  },
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
