import pg from 'pg';
import type { MigrationReport } from '../sqlite/migrate';
import type { Migration } from '../sqlite/migrations/index';
import { migratePostgres } from './postgres-migrate';
import { PostgresUserStore } from './postgres-user-store';

/** Connections one server process keeps open to PostgreSQL at most. */
export const POSTGRES_POOL_SIZE = 10;

/** Options of {@link openPostgresUserStore}. */
export interface OpenPostgresStoreOptions {
  /** `postgres://user:password@host:port/database` (`DATABASE_URL`). */
  url: string;
  /** Unix ms recorded with the migrations applied now. */
  now?: number;
  /** The migrations to bring the database to; all of them by default (tests pass fewer). */
  migrations?: readonly Migration[];
  /** A schema to work in instead of the connection's default (`public`); tests use one each. */
  schema?: string;
  /** Pool size; default {@link POSTGRES_POOL_SIZE}. */
  poolSize?: number;
}

/** An opened PostgreSQL store and what opening it did to the schema. */
export interface OpenedPostgresStore {
  store: PostgresUserStore;
  migration: MigrationReport;
}

/**
 * Connects to PostgreSQL (a pool of connections), checks that it answers, and runs the store's
 * migrations, the same steps as the SQLite store's.
 *
 * @throws Error when the database cannot be reached or its schema is newer than this server's.
 */
export async function openPostgresUserStore(
  options: OpenPostgresStoreOptions,
): Promise<OpenedPostgresStore> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
    throw new Error(`invalid schema name ${options.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? POSTGRES_POOL_SIZE,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle connection that fails (the database restarted) is dropped by the pool; without a
  // listener the error would end the process.
  pool.on('error', () => {});
  try {
    const migration = await migratePostgres(pool, options.now ?? Date.now(), options.migrations);
    return { store: new PostgresUserStore(pool), migration };
  } catch (error) {
    await pool.end();
    throw error;
  }
}
