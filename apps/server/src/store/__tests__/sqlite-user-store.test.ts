import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe } from 'vitest';
import { openSqliteUserStore, STORE_FILE_NAME } from '../sqlite/open-sqlite-user-store';
import { describeFollowStore } from './follow-store-suite';
import { describeUserStore, type StoreEngine } from './user-store-suite';

let dir = '';

const ENGINE: StoreEngine = {
  name: 'SqliteUserStore',
  async open() {
    dir = mkdtempSync(join(tmpdir(), 'kanqiu-store-'));
    return openSqliteUserStore({ dir }).store;
  },
  async openTwin() {
    return openSqliteUserStore({ dir }).store;
  },
  async cleanUp() {
    rmSync(dir, { recursive: true, force: true });
  },
  async insertCheerElsewhere(userId, day, slot) {
    const other = new DatabaseSync(join(dir, STORE_FILE_NAME));
    try {
      other
        .prepare(
          `INSERT INTO cheers (user_id, match_id, side, team_id, cheer_day, day_slot, created_at)
           VALUES (?, '2058017', 'home', '4418', ?, ?, 0)`,
        )
        .run(userId, day, slot);
    } finally {
      other.close();
    }
  },
  errors: { check: /CHECK constraint failed/, unique: /UNIQUE constraint failed/ },
};

describe('SqliteUserStore', () => {
  describeUserStore(ENGINE);
});

describe('SqliteUserStore follows', () => {
  describeFollowStore(ENGINE);
});
