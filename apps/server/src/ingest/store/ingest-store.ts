/** A match as the ingest store keeps it: the creation message as sent (already validated). */
export interface StoredIngestMatch {
  matchId: string;
  /** The validated creation message, as JSON. */
  body: string;
  /** Unix ms it was created. */
  createdAt: number;
}

/** One event as the ingest store keeps it. */
export interface StoredIngestEvent {
  seq: number;
  /** The validated event, as JSON. */
  body: string;
}

/**
 * Where live-ingest matches and their events are kept, so a restart loses nothing and a late client
 * gets the whole match: SQLite by default, PostgreSQL with `DATABASE_URL` (the user store's two
 * engines). A match's events are unique by `seq`; an append of several is one transaction.
 */
export interface IngestStore {
  /** Every match, oldest first. */
  matches(): Promise<StoredIngestMatch[]>;
  /** A match's events by `seq`. */
  events(matchId: string): Promise<StoredIngestEvent[]>;
  /** Keeps a new match. @throws Error when a match with this id is already kept. */
  createMatch(match: StoredIngestMatch): Promise<void>;
  /**
   * Keeps events of a match, all or none. @throws Error when one of the `seq` is already kept (the
   * caller checks first; this is the last guard against two processes appending at once).
   */
  appendEvents(matchId: string, events: readonly StoredIngestEvent[], now: number): Promise<void>;
  close(): Promise<void>;
}
