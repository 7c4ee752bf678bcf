import type { Migration } from './migration';

/**
 * Feedback tickets and their images, the images as BLOBs in the same database: a ticket and its
 * images commit together or not at all, and one backup holds everything. The limits of core
 * (`FEEDBACK_TEXT_MAX_LENGTH` 140, `FEEDBACK_MAX_IMAGES` 9, `FEEDBACK_IMAGE_MAX_BYTES` 2 MiB,
 * `FEEDBACK_DAILY_LIMIT` 10 tickets a Beijing day, kept by day slots as cheers are) are checks here
 * too, so no writer can store more.
 */
export const FEEDBACK: Migration = {
  version: 3,
  name: 'feedback with images',
  sql: `
    CREATE TABLE feedback_tickets (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users (id),
      body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 140),
      ticket_day TEXT NOT NULL CHECK (ticket_day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
      day_slot INTEGER NOT NULL CHECK (day_slot BETWEEN 1 AND 10),
      created_at INTEGER NOT NULL,
      UNIQUE (user_id, ticket_day, day_slot)
    );
    CREATE INDEX feedback_by_user ON feedback_tickets (user_id, created_at);

    CREATE TABLE feedback_images (
      ticket_id INTEGER NOT NULL REFERENCES feedback_tickets (id),
      position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 9),
      mime TEXT NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp', 'image/gif')),
      byte_size INTEGER NOT NULL CHECK (byte_size BETWEEN 1 AND 2097152 AND byte_size = length(data)),
      sha256 TEXT NOT NULL CHECK (length(sha256) = 64),
      data BLOB NOT NULL,
      PRIMARY KEY (ticket_id, position)
    );
  `,
};
