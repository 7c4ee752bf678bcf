// Every change to a publishable package carries a changeset: on a branch, each package whose shipped
// files changed since it left the base branch (main) must be named by a changeset added on the
// branch. Shipped means what a consumer gets: the package's source (not its tests, stories or story
// fixtures) and its package.json apart from scripts and devDependencies. Run by the test command;
// on the base branch itself there is nothing to compare and it says so. See docs/packages.md.
//
//   node scripts/check-changesets.ts            KANQIU_RELEASE_BASE=<ref> to compare with another base
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const base = process.env.KANQIU_RELEASE_BASE ?? 'main';
const PACKAGES = ['core', 'net', 'bridge', 'ui'];

/** Source files that never reach the tarball's behaviour. */
const NOT_SHIPPED = [
  /\/__tests__\//,
  /\.test\.tsx?$/,
  /\.stories\.tsx?$/,
  /^packages\/ui\/src\/(test|fixtures|showcase)\//,
];
/** package.json fields that change nothing for a consumer. */
const UNSHIPPED_FIELDS = new Set(['scripts', 'devDependencies']);

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

function tryGit(...args: string[]): string | null {
  try {
    return git(...args);
  } catch {
    return null;
  }
}

const mergeBase = tryGit('merge-base', base, 'HEAD');
if (!mergeBase) {
  console.log(`[kanqiu] changesets: no "${base}" to compare with; nothing to check`);
  process.exit(0);
}
const changed = new Set(
  [
    git('diff', '--name-only', mergeBase),
    git('ls-files', '--others', '--exclude-standard'),
  ].flatMap((list) => list.split('\n').filter(Boolean)),
);
if (changed.size === 0) {
  console.log(`[kanqiu] changesets: nothing changed since ${base}; nothing to check`);
  process.exit(0);
}

/** The fields of a package.json that a consumer gets and that differ between two versions. */
function changedFields(before: string | null, after: string): string[] {
  const parse = (json: string | null) =>
    (json === null ? {} : JSON.parse(json)) as Record<string, unknown>;
  const [old, now] = [parse(before), parse(after)];
  return [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (field) =>
      !UNSHIPPED_FIELDS.has(field) && JSON.stringify(old[field]) !== JSON.stringify(now[field]),
  );
}

/** Why each publishable package needs a changeset: the shipped files it changed. */
const needs = new Map<string, string[]>();
for (const folder of PACKAGES) {
  const dir = `packages/${folder}`;
  const manifestFile = `${dir}/package.json`;
  const name = (JSON.parse(readFileSync(path.join(root, manifestFile), 'utf8')) as { name: string })
    .name;
  const files = [...changed].filter(
    (file) =>
      (file.startsWith(`${dir}/src/`) && !NOT_SHIPPED.some((pattern) => pattern.test(file))) ||
      file === `${dir}/tsup.config.ts`,
  );
  if (changed.has(manifestFile)) {
    const fields = changedFields(
      tryGit('show', `${mergeBase}:${manifestFile}`),
      readFileSync(path.join(root, manifestFile), 'utf8'),
    );
    if (fields.length > 0) files.push(`${manifestFile}: ${fields.join(', ')}`);
  }
  if (files.length > 0) needs.set(name, files);
}

/** The packages named by changesets added or edited on this branch. */
const named = new Set<string>();
for (const file of changed) {
  if (!/^\.changeset\/[^/]+\.md$/.test(file) || file === '.changeset/README.md') continue;
  if (!existsSync(path.join(root, file))) continue;
  const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(root, file), 'utf8'))?.[1];
  for (const line of front?.split('\n') ?? []) {
    const pkg = /^\s*["']?(@kanqiu\/[a-z-]+)["']?\s*:/.exec(line)?.[1];
    if (pkg) named.add(pkg);
  }
}

const missing = [...needs].filter(([name]) => !named.has(name));
for (const [name, files] of missing) {
  console.error(
    `[kanqiu] ${name} changed since ${base} without a changeset:\n${files.map((file) => `    ${file}`).join('\n')}\n  Run \`pnpm changeset\`, pick ${name}, and describe the change for the people who install it.`,
  );
}
if (missing.length > 0) process.exit(1);
console.log(
  needs.size === 0
    ? `[kanqiu] changesets: no publishable package changed since ${base}`
    : `[kanqiu] changesets: every changed package has one (${[...needs.keys()].join(', ')})`,
);
