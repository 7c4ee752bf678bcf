import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/main.ts',
    'src/cli/models-export.ts',
    'src/cli/models-report.ts',
    'src/cli/models-cache.ts',
    'src/cli/squad-numbers.ts',
    'src/cli/models-xg.ts',
    'src/cli/ingest-feed.ts',
    'src/cli/models-variants.ts',
  ],
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  clean: true,
  sourcemap: true,
  dts: false,
  // `node:sqlite` exists only with its prefix; stripping it (tsup's default) breaks the import.
  removeNodeProtocol: false,
});
