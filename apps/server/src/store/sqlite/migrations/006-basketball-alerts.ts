import type { Migration } from './migration';

/**
 * Basketball's alert kinds (每节结束 / 胶着 / 加时, docs/follows.md "Basketball"): three more switches of
 * the alert settings, on for every fan who saved settings before them.
 */
export const BASKETBALL_ALERTS: Migration = {
  version: 6,
  name: 'basketball alert settings',
  sql: `
    ALTER TABLE alert_settings ADD COLUMN quarter_end INTEGER NOT NULL DEFAULT 1 CHECK (quarter_end IN (0, 1));
    ALTER TABLE alert_settings ADD COLUMN close_game INTEGER NOT NULL DEFAULT 1 CHECK (close_game IN (0, 1));
    ALTER TABLE alert_settings ADD COLUMN overtime INTEGER NOT NULL DEFAULT 1 CHECK (overtime IN (0, 1));
  `,
  postgres: `
    ALTER TABLE alert_settings ADD COLUMN quarter_end BOOLEAN NOT NULL DEFAULT TRUE;
    ALTER TABLE alert_settings ADD COLUMN close_game BOOLEAN NOT NULL DEFAULT TRUE;
    ALTER TABLE alert_settings ADD COLUMN overtime BOOLEAN NOT NULL DEFAULT TRUE;
  `,
};
