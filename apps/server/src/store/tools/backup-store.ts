/**
 * Writes a consistent copy of the user store to a new file while the server keeps running: SQLite's
 * `VACUUM INTO` reads one snapshot of the database (write-ahead log included) and writes it compacted,
 * images and all. Run with Node 24 (type stripping):
 *
 *   node apps/server/src/store/tools/backup-store.ts <store folder> <backup file>
 *
 * The store folder is `KANQIU_STORE_DIR` (default `apps/server/.data`). To restore, stop the server
 * and put the backup file in an empty store folder as `kanqiu.sqlite`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';

/**
 * Copies `<storeDir>/kanqiu.sqlite` to `target` and returns the copy's schema version and size in
 * pages.
 *
 * @throws Error when there is no store in `storeDir` or `target` already exists.
 */
export function backupStore(storeDir: string, target: string): { version: number; pages: number } {
  const file = join(storeDir, 'kanqiu.sqlite');
  if (!existsSync(file)) throw new Error(`no user store at ${file}`);
  if (existsSync(target)) throw new Error(`${target} exists; a backup never overwrites a file`);
  const source = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
  try {
    source.prepare('VACUUM INTO ?').run(target);
  } finally {
    source.close();
  }
  const copy = new DatabaseSync(target, { readOnly: true });
  try {
    const check = copy.prepare('PRAGMA integrity_check').get();
    if (check?.integrity_check !== 'ok')
      throw new Error(`the backup ${target} fails its integrity check`);
    return {
      version: Number(copy.prepare('PRAGMA user_version').get()?.user_version),
      pages: Number(copy.prepare('PRAGMA page_count').get()?.page_count),
    };
  } finally {
    copy.close();
  }
}

const [, script, storeDir, target] = process.argv;
if (script === fileURLToPath(import.meta.url) && storeDir && target) {
  const { version, pages } = backupStore(storeDir, target);
  console.log(`backed up the user store (schema version ${version}, ${pages} pages) to ${target}`);
}
