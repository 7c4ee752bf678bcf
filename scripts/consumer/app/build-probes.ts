// Builds each tree-shaking probe of src/probes on its own, with the app's Vite configuration, into
// dist-probes/<probe>/. The test reads the output files.
import { readdirSync } from 'node:fs';
import { build } from 'vite';

for (const file of readdirSync('src/probes')) {
  const name = file.replace(/\.tsx?$/, '');
  await build({
    logLevel: 'warn',
    build: {
      outDir: `dist-probes/${name}`,
      emptyOutDir: true,
      modulePreload: false,
      rolldownOptions: { input: `src/probes/${file}` },
    },
  });
}
