import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The local server (apps/server); the dev server proxies the API and the socket to it. */
const backend = process.env.KANQIU_BACKEND ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
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
  // The manifest lets scripts/measure-bundle.mjs follow what each route loads.
  build: {
    target: 'es2020',
    sourcemap: true,
    manifest: true,
  },
});
