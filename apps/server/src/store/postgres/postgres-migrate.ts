import type { Pool, PoolClient } from 'pg';
import type { MigrationReport } from '../sqlite/migrate';
import { MIGRATIONS, type Migration } from '../sqlite/migrations/index';
import { inTransaction } from './postgres-transaction';

/** Key of the advisory lock that lets one process at a time migrate a database. */
const MIGRATION_LOCK = 20_180_715;

/**
 * Brings a PostgreSQL database to the latest schema with the same steps as the SQLite store: each
 * missing migration in its own transaction with its row in `schema_migrations`, under a
 * transaction-scoped advisory lock and reading the version inside, so processes starting together
 * apply every step exactly once.
 *
 * @throws Error when the database has a newer schema than this server knows, or when `migrations`
 * are not numbered 1, 2, 3… in order.
 */
export async function migratePostgres(
  pool: Pool,
  now: number,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<MigrationReport> {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `migration "${migration.name}" has version ${migration.version}, expected ${index + 1}`,
      );
    }
  });
  const latest = migrations.length;
  const from = await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at BIGINT NOT NULL
    )`);
    return postgresSchemaVersion(client);
  });
  if (from > latest) {
    throw new Error(
      `the user store has schema version ${from}, but this server knows only up to ${latest}: it was written by a newer kanqiu`,
    );
  }
  const applied: number[] = [];
  for (const migration of migrations) {
    await inTransaction(pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      if ((await postgresSchemaVersion(client)) >= migration.version) return;
      await client.query(migration.postgres);
      await client.query(
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
        [migration.version, migration.name, now],
      );
      applied.push(migration.version);
    });
  }
  return { from, to: await postgresSchemaVersion(pool), applied };
}

/** The highest migration applied to the database (0 for none). */
export async function postgresSchemaVersion(db: Pool | PoolClient): Promise<number> {
  const { rows } = await db.query<{ version: number | null }>(
    'SELECT MAX(version) AS version FROM schema_migrations',
  );
  return Number(rows[0]?.version ?? 0);
}
