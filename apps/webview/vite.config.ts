import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: './',
  server: { host: true, port: 5173 },
  build: { target: 'es2020', sourcemap: true },
});
