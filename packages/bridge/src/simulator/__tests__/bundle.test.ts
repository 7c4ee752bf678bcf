import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SIMULATOR_TEXT } from '../../text';
import { SIMULATOR_ELEMENT_ID } from '../index';

const fixture = fileURLToPath(new URL('./fixture', import.meta.url));
const viteBin = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);
const outDirs: string[] = [];
afterAll(() => Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/**
 * Builds the fixture page with the Vite CLI, as the webview app is built, in a child process whose
 * NODE_ENV decides `import.meta.env.DEV` (the test runner's own NODE_ENV is `test`). Returns the
 * emitted JavaScript files by name.
 */
async function viteBuild(nodeEnv: 'production' | 'development'): Promise<Map<string, string>> {
  const outDir = await mkdtemp(join(tmpdir(), 'kanqiu-bridge-bundle-'));
  outDirs.push(outDir);
  await promisify(execFile)(
    process.execPath,
    [viteBin, 'build', fixture, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { env: { ...process.env, NODE_ENV: nodeEnv }, timeout: 60_000 },
  );
  const assets = join(outDir, 'assets');
  const files = new Map<string, string>();
  for (const name of await readdir(assets)) {
    if (name.endsWith('.js')) files.set(name, await readFile(join(assets, name), 'utf8'));
  }
  return files;
}

describe('simulator in app bundles', () => {
  it('is absent from a production build: no chunk, not one of its strings', async () => {
    const files = await viteBuild('production');
    expect([...files.keys()]).toHaveLength(1);
    const code = [...files.values()].join('\n');
    expect(code).toContain('getMatchId');
    for (const marker of [
      SIMULATOR_ELEMENT_ID,
      SIMULATOR_TEXT.title,
      SIMULATOR_TEXT.sendToken,
      'installHostSimulator',
    ]) {
      expect(code).not.toContain(marker);
    }
  }, 60_000);

  it('is present in a development build, in a chunk of its own', async () => {
    const files = await viteBuild('development');
    const simulatorFiles = [...files].filter(([, code]) => code.includes(SIMULATOR_ELEMENT_ID));
    expect(simulatorFiles).toHaveLength(1);
    expect(simulatorFiles[0]?.[0]).toMatch(/^simulator-/);
    expect(files.size).toBe(2);
    expect([...files.values()].join('\n')).toContain(SIMULATOR_TEXT.title);
  }, 60_000);
});
