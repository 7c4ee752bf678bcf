import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, run } from './consumer-failure.ts';

/** The publishable packages, by folder under packages/. */
export const PUBLISHED = ['core', 'net', 'bridge', 'ui'] as const;

/** A packed package: its name, version and tarball. */
export interface Packed {
  name: string;
  version: string;
  tarball: string;
}

interface Manifest {
  name: string;
  version: string;
  sideEffects?: boolean | string[];
  exports?: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * `pnpm pack`s every publishable package into `outDir` and checks each tarball as a registry would
 * serve it: no `workspace:` range left, every `exports` target inside the tarball, the README and
 * the licence included, and `sideEffects` declared (JavaScript side-effect free, CSS kept).
 */
export function packPackages(root: string, outDir: string): Packed[] {
  return PUBLISHED.map((folder) => {
    const dir = path.join(root, 'packages', folder);
    const before = new Set(readdirSync(outDir));
    run('pnpm', ['pack', '--pack-destination', outDir], {
      cwd: dir,
      what: `pnpm pack failed for packages/${folder}`,
    });
    const tarball = readdirSync(outDir).find((file) => !before.has(file) && file.endsWith('.tgz'));
    expect(tarball, `pnpm pack wrote no tarball for packages/${folder}`);
    const file = path.join(outDir, tarball);
    const listing = run('tar', ['-tzf', file], { cwd: outDir, what: `cannot list ${tarball}` })
      .split('\n')
      .map((entry) => entry.replace(/^package\//, ''));
    const manifest = JSON.parse(
      run('tar', ['-xzOf', file, 'package/package.json'], { cwd: outDir, what: 'no package.json' }),
    ) as Manifest;
    checkManifest(manifest, new Set(listing));
    return { name: manifest.name, version: manifest.version, tarball: file };
  });
}

function checkManifest(manifest: Manifest, files: Set<string>): void {
  const name = manifest.name;
  for (const [dep, range] of Object.entries({
    ...manifest.dependencies,
    ...manifest.peerDependencies,
  })) {
    expect(
      !range.startsWith('workspace:'),
      `${name}: the packed dependency ${dep} is still "${range}"; publish with pnpm, which rewrites it`,
    );
  }
  for (const required of ['README.md', 'LICENSE', 'CHANGELOG.md']) {
    expect(files.has(required), `${name}: the tarball lacks ${required} (check "files")`);
  }
  for (const [entry, target] of Object.entries(manifest.exports ?? {})) {
    const targets = typeof target === 'string' ? [target] : Object.values(target);
    for (const relative of targets) {
      expect(
        files.has(relative.replace(/^\.\//, '')),
        `${name}: exports["${entry}"] points at ${relative}, which is not in the tarball (run the build, check "files")`,
      );
    }
  }
  checkSideEffects(
    manifest,
    [...files].filter((file) => file.startsWith('dist/')),
  );
}

/**
 * JavaScript must be declared side-effect free (so bundlers drop what an app does not use) and CSS
 * must not be (a bundler drops an import of a "side-effect free" stylesheet: the app loses its
 * styles without a word).
 */
function checkSideEffects(manifest: Manifest, dist: string[]): void {
  const declared = manifest.sideEffects;
  const name = manifest.name;
  expect(
    declared !== undefined && declared !== true,
    `${name}: "sideEffects" is missing or true; bundlers then keep every module an app imports`,
  );
  const globs = declared === false ? [] : declared;
  const kept = (file: string) => globs.some((glob) => path.matchesGlob(file, glob));
  for (const file of dist.filter((entry) => entry.endsWith('.js'))) {
    expect(!kept(file), `${name}: "sideEffects" ${JSON.stringify(declared)} keeps ${file}`);
  }
  for (const file of dist.filter((entry) => entry.endsWith('.css'))) {
    expect(
      kept(file),
      `${name}: "sideEffects" ${JSON.stringify(declared)} lets bundlers drop ${file}; list "**/*.css"`,
    );
  }
}
