import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `work` in a `BEGIN IMMEDIATE` transaction: the write lock is taken at the start, so another
 * connection (another server process on the same file) waits (`busy_timeout`) instead of reading a
 * state it would then write over. Commits when `work` returns, rolls back when it throws.
 */
export function immediateTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** SQLite's extended result codes of the constraint failures the store tells apart. */
export const SqliteConstraint = {
  Check: 275,
  PrimaryKey: 1555,
  Unique: 2067,
} as const;

/** The extended result code of a failed statement, or `null` for another error. */
export function sqliteErrorCode(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = Reflect.get(error, 'errcode');
  return typeof code === 'number' ? code : null;
}
