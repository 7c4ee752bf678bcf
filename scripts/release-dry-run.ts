// The release dry run: what `changeset version` would do to the publishable packages, shown without
// touching the repository. It copies what versioning reads and writes (the workspace manifests, the
// changelogs and .changeset/, including changesets not yet committed) into a scratch folder, runs
// `changeset version` there, and prints each package's next version and its new changelog entry.
//
//   pnpm release:dry-run
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'kanqiu-release-'));
const WORKSPACE_DIRS = ['packages', 'apps'];

function copy(relative: string): void {
  const from = path.join(root, relative);
  if (!existsSync(from)) return;
  mkdirSync(path.dirname(path.join(scratch, relative)), { recursive: true });
  cpSync(from, path.join(scratch, relative), { recursive: true });
}

function readVersion(dir: string, folder: string): { name: string; version: string } {
  return JSON.parse(readFileSync(path.join(dir, folder, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
}

try {
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset']) copy(file);
  const packages: string[] = [];
  for (const group of WORKSPACE_DIRS) {
    for (const name of readdirSync(path.join(root, group))) {
      const folder = `${group}/${name}`;
      if (!existsSync(path.join(root, folder, 'package.json'))) continue;
      copy(`${folder}/package.json`);
      copy(`${folder}/CHANGELOG.md`);
      packages.push(folder);
    }
  }
  // The changelog generator named in .changeset/config.json is resolved from node_modules.
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/@changesets/cli/bin.js'), 'version'],
    { cwd: scratch, stdio: ['ignore', 'ignore', 'inherit'] },
  );

  let bumped = 0;
  for (const folder of packages) {
    const before = readVersion(root, folder);
    const after = readVersion(scratch, folder);
    if (before.version === after.version) continue;
    bumped += 1;
    const changelog = readFileSync(path.join(scratch, folder, 'CHANGELOG.md'), 'utf8');
    const entry = changelog.split(/^## /m)[1] ?? '';
    console.log(`\n${after.name}: ${before.version} → ${after.version}\n`);
    console.log(`## ${entry.trim()}\n`);
  }
  const pending = readdirSync(path.join(root, '.changeset')).filter(
    (file) => file.endsWith('.md') && file !== 'README.md',
  ).length;
  console.log(
    `[kanqiu] release dry run: ${pending} changesets would bump ${bumped} packages; nothing was written to the repository`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
