import type { Migration } from './migration';

/**
 * Users and cheers. A user is the SHA-256 of their token. The daily limit of 3 cheers (core's
 * `DAILY_CHEER_CHANCES`) is the database's: each cheer takes a numbered slot of its Beijing day, the
 * slot must be 1–3, and no user holds a slot twice — so no interleaving of writers can record a 4th.
 */
export const USERS_AND_CHEERS: Migration = {
  version: 1,
  name: 'users and cheers',
  sql: `
    CREATE TABLE users (
      id INTEGER PRIMARY KEY,
      token_sha256 TEXT NOT NULL UNIQUE CHECK (length(token_sha256) = 64),
      created_at INTEGER NOT NULL
    );

    CREATE TABLE cheers (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users (id),
      match_id TEXT NOT NULL,
      side TEXT NOT NULL CHECK (side IN ('home', 'away')),
      team_id TEXT NOT NULL,
      cheer_day TEXT NOT NULL CHECK (cheer_day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
      day_slot INTEGER NOT NULL CHECK (day_slot BETWEEN 1 AND 3),
      created_at INTEGER NOT NULL,
      UNIQUE (user_id, cheer_day, day_slot)
    );
    CREATE INDEX cheers_by_match ON cheers (match_id, side);
    CREATE INDEX cheers_by_user_match ON cheers (user_id, match_id);
  `,
};
