import type { Migration } from './migration';

/**
 * Invitation codes and accepted invitations. Codes are 6 digits, unique among every code ever issued
 * (so an expired code is recognised as expired, not as wrong). A user accepts at most one invitation
 * (the invitee is the primary key) and never their own (a check). Failed attempts are counted per
 * Beijing day to stop walking through the million codes.
 */
export const INVITATIONS: Migration = {
  version: 2,
  name: 'invitations',
  sql: `
    CREATE TABLE invite_codes (
      code TEXT PRIMARY KEY CHECK (code GLOB '[0-9][0-9][0-9][0-9][0-9][0-9]'),
      user_id INTEGER NOT NULL REFERENCES users (id),
      issued_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL CHECK (expires_at > issued_at)
    );
    CREATE INDEX invite_codes_by_user ON invite_codes (user_id, expires_at);

    CREATE TABLE invitations (
      invitee_id INTEGER PRIMARY KEY REFERENCES users (id),
      inviter_id INTEGER NOT NULL REFERENCES users (id),
      code TEXT NOT NULL REFERENCES invite_codes (code),
      accepted_at INTEGER NOT NULL,
      CHECK (inviter_id <> invitee_id)
    );
    CREATE INDEX invitations_by_inviter ON invitations (inviter_id, accepted_at);

    CREATE TABLE invite_failures (
      user_id INTEGER NOT NULL REFERENCES users (id),
      failure_day TEXT NOT NULL,
      failures INTEGER NOT NULL CHECK (failures >= 1),
      PRIMARY KEY (user_id, failure_day)
    );
  `,
  postgres: `
    CREATE TABLE invite_codes (
      code TEXT PRIMARY KEY CHECK (code ~ '^[0-9]{6}$'),
      user_id BIGINT NOT NULL REFERENCES users (id),
      issued_at BIGINT NOT NULL,
      expires_at BIGINT NOT NULL CHECK (expires_at > issued_at)
    );
    CREATE INDEX invite_codes_by_user ON invite_codes (user_id, expires_at);

    CREATE TABLE invitations (
      invitee_id BIGINT CONSTRAINT invitations_one_per_invitee PRIMARY KEY REFERENCES users (id),
      inviter_id BIGINT NOT NULL REFERENCES users (id),
      code TEXT NOT NULL REFERENCES invite_codes (code),
      accepted_at BIGINT NOT NULL,
      CHECK (inviter_id <> invitee_id)
    );
    CREATE INDEX invitations_by_inviter ON invitations (inviter_id, accepted_at);

    CREATE TABLE invite_failures (
      user_id BIGINT NOT NULL REFERENCES users (id),
      failure_day TEXT NOT NULL,
      failures INTEGER NOT NULL CHECK (failures >= 1),
      PRIMARY KEY (user_id, failure_day)
    );
  `,
};
