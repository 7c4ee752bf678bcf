import type { Migration } from './migration';

/**
 * Follows (关注) and alert settings. A follow is one row per user and thing (kind + id); the limit of
 * `FOLLOW_MAX` is counted inside the writing transaction, which holds the database's write lock
 * (SQLite) or the user's row lock (PostgreSQL), so two writers of one user never both take the last
 * place. The alert settings are one row per user, written the first time they are saved.
 */
export const FOLLOWS: Migration = {
  version: 5,
  name: 'follows and alert settings',
  sql: `
    CREATE TABLE follows (
      user_id INTEGER NOT NULL REFERENCES users (id),
      kind TEXT NOT NULL CHECK (kind IN ('team', 'match', 'competition', 'player')),
      target_id TEXT NOT NULL CHECK (length(target_id) BETWEEN 1 AND 64),
      name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
      followed_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, kind, target_id)
    );
    CREATE INDEX follows_by_user_time ON follows (user_id, followed_at);

    CREATE TABLE alert_settings (
      user_id INTEGER PRIMARY KEY REFERENCES users (id),
      goal INTEGER NOT NULL CHECK (goal IN (0, 1)),
      red_card INTEGER NOT NULL CHECK (red_card IN (0, 1)),
      kickoff INTEGER NOT NULL CHECK (kickoff IN (0, 1)),
      full_time INTEGER NOT NULL CHECK (full_time IN (0, 1)),
      updated_at INTEGER NOT NULL
    );
  `,
  postgres: `
    CREATE TABLE follows (
      user_id BIGINT NOT NULL REFERENCES users (id),
      kind TEXT NOT NULL CHECK (kind IN ('team', 'match', 'competition', 'player')),
      target_id TEXT NOT NULL CHECK (char_length(target_id) BETWEEN 1 AND 64),
      name TEXT NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
      followed_at BIGINT NOT NULL,
      PRIMARY KEY (user_id, kind, target_id)
    );
    CREATE INDEX follows_by_user_time ON follows (user_id, followed_at);

    CREATE TABLE alert_settings (
      user_id BIGINT PRIMARY KEY REFERENCES users (id),
      goal BOOLEAN NOT NULL,
      red_card BOOLEAN NOT NULL,
      kickoff BOOLEAN NOT NULL,
      full_time BOOLEAN NOT NULL,
      updated_at BIGINT NOT NULL
    );
  `,
};
