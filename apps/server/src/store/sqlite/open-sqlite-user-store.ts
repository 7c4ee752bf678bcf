import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type MigrationReport, migrate } from './migrate';
import type { Migration } from './migrations/index';
import { SqliteUserStore } from './sqlite-user-store';

/** The database file inside the store folder. */
export const STORE_FILE_NAME = 'kanqiu.sqlite';

/** How long a write waits for another process's write lock before it fails (ms). */
export const STORE_BUSY_TIMEOUT_MS = 5_000;

/** Options of {@link openSqliteUserStore}. */
export interface OpenStoreOptions {
  /** The store folder; created when missing. */
  dir: string;
  /** Unix ms recorded with the migrations applied now. */
  now?: number;
  /** The migrations to bring the file to; all of them by default (tests pass fewer). */
  migrations?: readonly Migration[];
}

/** An opened store and what opening it did to the schema. */
export interface OpenedStore {
  store: SqliteUserStore;
  migration: MigrationReport;
}

/**
 * Opens (or creates) the store file in `dir` with the settings that make an acknowledged write
 * durable: write-ahead log, `synchronous = FULL` (the log is flushed to disk at every commit, so a
 * commit survives a killed process and a power cut alike), foreign keys on, and a busy timeout for
 * other processes on the same file; then runs the migrations.
 *
 * @throws Error when the folder cannot be created, the file cannot be opened in WAL mode, or its
 * schema is newer than this server's.
 */
export function openSqliteUserStore(options: OpenStoreOptions): OpenedStore {
  mkdirSync(options.dir, { recursive: true });
  const file = join(options.dir, STORE_FILE_NAME);
  const db = new DatabaseSync(file, {
    enableForeignKeyConstraints: true,
    timeout: STORE_BUSY_TIMEOUT_MS,
  });
  try {
    const mode = db.prepare('PRAGMA journal_mode = WAL').get();
    if (String(mode?.journal_mode).toLowerCase() !== 'wal') {
      throw new Error(
        `the user store ${file} cannot use write-ahead logging (${mode?.journal_mode})`,
      );
    }
    db.exec('PRAGMA synchronous = FULL');
    const migration = migrate(db, options.now ?? Date.now(), options.migrations);
    return { store: new SqliteUserStore(db, file), migration };
  } catch (error) {
    db.close();
    throw error;
  }
}
