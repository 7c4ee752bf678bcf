import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { IngestStore, StoredIngestEvent, StoredIngestMatch } from './ingest-store';

/** The ingest database file inside the store folder (beside the user store's). */
export const INGEST_FILE_NAME = 'ingest.sqlite';

/** How long a write waits for another process's write lock before it fails (ms). */
const BUSY_TIMEOUT_MS = 5_000;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS ingest_matches (
  match_id TEXT PRIMARY KEY,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS ingest_events (
  match_id TEXT NOT NULL REFERENCES ingest_matches (match_id),
  seq INTEGER NOT NULL CHECK (seq >= 1),
  body TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  PRIMARY KEY (match_id, seq)
) STRICT;
`;

/**
 * The ingest store in a SQLite file, with the user store's durability settings: write-ahead log and
 * `synchronous = FULL`, so an acknowledged event survives a killed process.
 */
export class SqliteIngestStore implements IngestStore {
  readonly file: string;
  readonly #db: DatabaseSync;

  /** Opens (or creates) `ingest.sqlite` in `dir`. @throws Error when it cannot be opened. */
  constructor(dir: string) {
    mkdirSync(dir, { recursive: true });
    this.file = join(dir, INGEST_FILE_NAME);
    this.#db = new DatabaseSync(this.file, {
      enableForeignKeyConstraints: true,
      timeout: BUSY_TIMEOUT_MS,
    });
    try {
      this.#db.exec('PRAGMA journal_mode = WAL');
      this.#db.exec('PRAGMA synchronous = FULL');
      this.#db.exec(SCHEMA);
    } catch (error) {
      this.#db.close();
      throw error;
    }
  }

  async matches(): Promise<StoredIngestMatch[]> {
    return this.#db
      .prepare(
        'SELECT match_id, body, created_at FROM ingest_matches ORDER BY created_at, match_id',
      )
      .all()
      .map((row) => ({
        matchId: String(row.match_id),
        body: String(row.body),
        createdAt: Number(row.created_at),
      }));
  }

  async events(matchId: string): Promise<StoredIngestEvent[]> {
    return this.#db
      .prepare('SELECT seq, body FROM ingest_events WHERE match_id = ? ORDER BY seq')
      .all(matchId)
      .map((row) => ({ seq: Number(row.seq), body: String(row.body) }));
  }

  async createMatch(match: StoredIngestMatch): Promise<void> {
    this.#db
      .prepare('INSERT INTO ingest_matches (match_id, body, created_at) VALUES (?, ?, ?)')
      .run(match.matchId, match.body, match.createdAt);
  }

  async appendEvents(
    matchId: string,
    events: readonly StoredIngestEvent[],
    now: number,
  ): Promise<void> {
    const insert = this.#db.prepare(
      'INSERT INTO ingest_events (match_id, seq, body, received_at) VALUES (?, ?, ?, ?)',
    );
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      for (const event of events) insert.run(matchId, event.seq, event.body, now);
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}
