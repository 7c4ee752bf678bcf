import pg from 'pg';
import type { IngestStore, StoredIngestEvent, StoredIngestMatch } from './ingest-store';

/** Connections the ingest store keeps open to PostgreSQL at most (ingest is one writer). */
const POOL_SIZE = 3;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS ingest_matches (
  match_id TEXT PRIMARY KEY,
  body TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS ingest_events (
  match_id TEXT NOT NULL REFERENCES ingest_matches (match_id),
  seq INTEGER NOT NULL CHECK (seq >= 1),
  body TEXT NOT NULL,
  received_at BIGINT NOT NULL,
  PRIMARY KEY (match_id, seq)
);
`;

/** Options of {@link openPostgresIngestStore}. */
export interface PostgresIngestOptions {
  /** `DATABASE_URL`. */
  url: string;
  /** A schema to work in instead of the connection's default (`public`); tests use one each. */
  schema?: string;
}

/**
 * Opens the ingest store in PostgreSQL (the user store's database) and creates its two tables when
 * they are missing. @throws Error when the database cannot be reached.
 */
export async function openPostgresIngestStore(
  options: PostgresIngestOptions,
): Promise<IngestStore> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
    throw new Error(`invalid schema name ${options.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: POOL_SIZE,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle connection that fails (the database restarted) is dropped by the pool.
  pool.on('error', () => {});
  try {
    await pool.query(SCHEMA);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return new PostgresIngestStore(pool);
}

class PostgresIngestStore implements IngestStore {
  readonly #pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  async matches(): Promise<StoredIngestMatch[]> {
    const result = await this.#pool.query(
      'SELECT match_id, body, created_at FROM ingest_matches ORDER BY created_at, match_id',
    );
    return result.rows.map((row) => ({
      matchId: String(row.match_id),
      body: String(row.body),
      createdAt: Number(row.created_at),
    }));
  }

  async events(matchId: string): Promise<StoredIngestEvent[]> {
    const result = await this.#pool.query(
      'SELECT seq, body FROM ingest_events WHERE match_id = $1 ORDER BY seq',
      [matchId],
    );
    return result.rows.map((row) => ({ seq: Number(row.seq), body: String(row.body) }));
  }

  async createMatch(match: StoredIngestMatch): Promise<void> {
    await this.#pool.query(
      'INSERT INTO ingest_matches (match_id, body, created_at) VALUES ($1, $2, $3)',
      [match.matchId, match.body, match.createdAt],
    );
  }

  async appendEvents(
    matchId: string,
    events: readonly StoredIngestEvent[],
    now: number,
  ): Promise<void> {
    // One statement: all rows or none, without holding a connection across a transaction.
    await this.#pool.query(
      `INSERT INTO ingest_events (match_id, seq, body, received_at)
       SELECT $1, seq, body, $4 FROM unnest($2::int[], $3::text[]) AS e(seq, body)`,
      [matchId, events.map((event) => event.seq), events.map((event) => event.body), now],
    );
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}
