import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file every complete data directory holds; used to recognise one. */
const MARKER = join('football', 'wyscout', 'world-cup-2018.json');

/**
 * The directory of the copied data files (`apps/server/data`). `KANQIU_DATA_DIR` overrides it;
 * otherwise it is found by walking up from this module, which works both from `src/` (tests) and
 * from the bundled `dist/`.
 *
 * @throws Error naming the places searched when no data directory is found.
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.KANQIU_DATA_DIR;
  if (override) {
    if (!existsSync(join(override, MARKER))) {
      throw new Error(`KANQIU_DATA_DIR=${override} holds no ${MARKER}`);
    }
    return override;
  }
  const searched: string[] = [];
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth += 1) {
    const candidate = join(dir, 'data');
    searched.push(candidate);
    if (existsSync(join(candidate, MARKER))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(`No data directory found; searched ${searched.join(', ')}`);
}
