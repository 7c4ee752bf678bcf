import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React app: no aliases, no workspace, the packages come from node_modules.
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
});
