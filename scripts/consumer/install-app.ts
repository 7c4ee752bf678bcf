import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './consumer-failure.ts';
import type { Packed } from './pack-packages.ts';

/**
 * What the consumer app installs from the registry besides the tarballs, and the workspace folder
 * whose installed copy fixes the version: the same versions as the workspace lockfile, so the
 * install is served from pnpm's store.
 */
const FROM_REGISTRY: Record<string, { from: string; dev?: true }> = {
  react: { from: 'packages/ui' },
  'react-dom': { from: 'packages/ui' },
  jotai: { from: 'packages/net' },
  vite: { from: 'apps/webview', dev: true },
  '@vitejs/plugin-react': { from: 'apps/webview', dev: true },
  '@types/react': { from: 'packages/ui', dev: true },
  '@types/react-dom': { from: 'packages/ui', dev: true },
  typescript: { from: '.', dev: true },
};

function installedVersion(root: string, from: string, name: string): string {
  const file = path.join(root, from, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * Copies the app template into `appDir` and installs it the way an outside app would: the packed
 * tarballs as `file:` dependencies (an override points every package's own `@kanqiu/*` dependency at
 * the tarball too, never at the registry), the peer dependencies from the registry. Nothing links
 * back to the workspace.
 */
export function installApp(root: string, appDir: string, packed: Packed[]): void {
  cpSync(path.join(root, 'scripts/consumer/app'), appDir, { recursive: true });
  const tarballs = Object.fromEntries(packed.map((pkg) => [pkg.name, `file:${pkg.tarball}`]));
  const dependencies: Record<string, string> = { ...tarballs };
  const devDependencies: Record<string, string> = {};
  for (const [name, { from, dev }] of Object.entries(FROM_REGISTRY)) {
    (dev ? devDependencies : dependencies)[name] = installedVersion(root, from, name);
  }
  const manifest = {
    name: 'kanqiu-consumer',
    private: true,
    type: 'module',
    dependencies,
    devDependencies,
  };
  writeFileSync(path.join(appDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const overrides = packed.map((pkg) => `  '${pkg.name}': 'file:${pkg.tarball}'`).join('\n');
  writeFileSync(path.join(appDir, 'pnpm-workspace.yaml'), `overrides:\n${overrides}\n`);
  run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only'], {
    cwd: appDir,
    what: 'the consumer app could not install the packed tarballs and their peer dependencies',
    env: { CI: '' },
  });
}
