import type { DatabaseSync } from 'node:sqlite';
import { immediateTransaction } from './immediate-transaction';
import { MIGRATIONS, type Migration } from './migrations/index';

/** What {@link migrate} did. */
export interface MigrationReport {
  /** The schema version found (0 for a new file). */
  from: number;
  /** The schema version now. */
  to: number;
  /** Versions applied by this call. */
  applied: number[];
}

/**
 * Brings a database to the latest schema: each missing migration runs in its own transaction,
 * together with its row in `schema_migrations` and `PRAGMA user_version`, so a crash leaves the file
 * at a whole version. The version is read inside each transaction, so two processes starting on the
 * same new file apply every step exactly once.
 *
 * @throws Error when the file has a newer schema than this server knows (it was written by a newer
 * kanqiu), or when `migrations` are not numbered 1, 2, 3… in order.
 */
export function migrate(
  db: DatabaseSync,
  now: number,
  migrations: readonly Migration[] = MIGRATIONS,
): MigrationReport {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `migration "${migration.name}" has version ${migration.version}, expected ${index + 1}`,
      );
    }
  });
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const latest = migrations.length;
  const from = schemaVersion(db);
  if (from > latest) {
    throw new Error(
      `the user store has schema version ${from}, but this server knows only up to ${latest}: it was written by a newer kanqiu`,
    );
  }
  const applied: number[] = [];
  for (const migration of migrations) {
    immediateTransaction(db, () => {
      if (schemaVersion(db) >= migration.version) return;
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        now,
      );
      db.exec(`PRAGMA user_version = ${migration.version}`);
      applied.push(migration.version);
    });
  }
  return { from, to: schemaVersion(db), applied };
}

/** The highest migration applied to the file (0 for none). */
export function schemaVersion(db: DatabaseSync): number {
  const row = db
    .prepare('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations')
    .get();
  return Number(row?.version ?? 0);
}
