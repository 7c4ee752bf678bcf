// Proves that the linter enforces the dependency arrows (core ← net, bridge ← ui ← webview; server uses
// core only) and the server's provider seam (serving reads matches only through the match provider,
// never the replay clock, schedule or catalog): for each folder it writes a probe module with an
// import that breaks the arrows and one that keeps them, lints both with the repository's Biome
// configuration, and fails unless Biome rejects exactly the forbidden ones. Run by the test command:
// `node scripts/check-arrows.ts`.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Per package: an import that must be refused, and one that must pass. */
const probes: Array<{ dir: string; refused: string; allowed: string }> = [
  { dir: 'packages/core/src', refused: '@kanqiu/net', allowed: 'valibot' },
  { dir: 'packages/core/src', refused: 'react', allowed: 'valibot' },
  { dir: 'packages/core/src', refused: 'node:fs', allowed: 'valibot' },
  { dir: 'packages/net/src', refused: '@kanqiu/ui', allowed: '@kanqiu/core' },
  { dir: 'packages/bridge/src', refused: '@kanqiu/net', allowed: '@kanqiu/core' },
  { dir: 'packages/ui/src', refused: '@kanqiu/webview', allowed: '@kanqiu/net' },
  { dir: 'apps/server/src', refused: '@kanqiu/ui', allowed: '@kanqiu/core/contract' },
  { dir: 'apps/server/src', refused: 'react', allowed: 'fastify' },
  { dir: 'apps/webview/src', refused: '@kanqiu/server', allowed: '@kanqiu/ui' },
  // The provider seam: serving folders reach matches through provider/match-provider only.
  { dir: 'apps/server/src/http', refused: '../clock/replay-schedule', allowed: '../clock/clock' },
  {
    dir: 'apps/server/src/http/routes',
    refused: '../../data/catalog',
    allowed: '../../provider/match-provider',
  },
  {
    dir: 'apps/server/src/socket',
    refused: '../replay/replay-provider',
    allowed: '../scenes/scene-hub',
  },
  {
    dir: 'apps/server/src/scale',
    refused: '../data/catalog',
    allowed: '../provider/match-provider',
  },
  { dir: 'apps/server/src/scale', refused: '@kanqiu/ui', allowed: '../scenes/scene-hub' },
  {
    dir: 'apps/server/src/activity',
    refused: '../replay/match-list',
    allowed: '../http/server-context',
  },
  { dir: 'apps/server/src/store', refused: '../clock/replay-anchors', allowed: '../clock/clock' },
  {
    dir: 'apps/server/src/http',
    refused: '../data/load-catalog',
    allowed: '../data/reference-data',
  },
];

function lint(dir: string, specifier: string): { refused: boolean; output: string } {
  const file = `${root}${dir}/__arrow_probe__.ts`;
  writeFileSync(file, `import * as probe from '${specifier}';\n\nexport const value = probe;\n`);
  try {
    const result = spawnSync(
      process.execPath,
      [`${root}node_modules/@biomejs/biome/bin/biome`, 'lint', '--colors=off', file],
      { cwd: root, encoding: 'utf8' },
    );
    const output = `${result.stdout}${result.stderr}`;
    return { refused: output.includes('noRestrictedImports'), output };
  } finally {
    rmSync(file, { force: true });
  }
}

let failures = 0;
for (const probe of probes) {
  const upward = lint(probe.dir, probe.refused);
  const downward = lint(probe.dir, probe.allowed);
  const ok = upward.refused && !downward.refused;
  if (!ok) failures += 1;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${probe.dir}: '${probe.refused}' ${upward.refused ? 'refused' : 'NOT refused'}, '${probe.allowed}' ${downward.refused ? 'REFUSED' : 'allowed'}`,
  );
  if (!ok) console.log(upward.output, downward.output);
}
if (failures > 0) {
  console.error(`[kanqiu] ${failures} dependency arrow check(s) failed`);
  process.exit(1);
}
console.log(`[kanqiu] the linter refuses every upward import (${probes.length} probes)`);
