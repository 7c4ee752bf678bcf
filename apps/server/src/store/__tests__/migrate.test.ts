import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../sqlite/migrate';
import { MIGRATIONS } from '../sqlite/migrations/index';
import { openSqliteUserStore, STORE_FILE_NAME } from '../sqlite/open-sqlite-user-store';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kanqiu-migrate-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function inspect(file: string) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return {
      userVersion: Number(db.prepare('PRAGMA user_version').get()?.user_version),
      versions: db
        .prepare('SELECT version, name FROM schema_migrations ORDER BY version')
        .all()
        .map((row) => `${row.version} ${row.name}`),
      tables: db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .all()
        .map((row) => String(row.name)),
      userColumns: db
        .prepare('PRAGMA table_info(users)')
        .all()
        .map((row) => String(row.name)),
    };
  } finally {
    db.close();
  }
}

describe('store migrations', () => {
  it('bring a new file to the latest version, each version recorded once', async () => {
    const { store, migration } = openSqliteUserStore({ dir, now: 1000 });
    await store.close();
    expect(migration).toEqual({ from: 0, to: 6, applied: [1, 2, 3, 4, 5, 6] });
    const state = inspect(join(dir, STORE_FILE_NAME));
    expect(state.userVersion).toBe(6);
    expect(state.versions).toEqual([
      '1 users and cheers',
      '2 invitations',
      '3 feedback with images',
      '4 user city',
      '5 follows and alert settings',
      '6 basketball alert settings',
    ]);
    expect(state.tables).toEqual([
      'alert_settings',
      'cheers',
      'feedback_images',
      'feedback_tickets',
      'follows',
      'invitations',
      'invite_codes',
      'invite_failures',
      'schema_migrations',
      'users',
    ]);
  });

  it('bring a file of version 2 to the latest, keeping its users, cheers and invitations', async () => {
    const older = openSqliteUserStore({ dir, now: 1000, migrations: MIGRATIONS.slice(0, 2) });
    expect(older.migration.to).toBe(2);
    await older.store.close();
    // Rows as a server of schema version 2 wrote them.
    const file = join(dir, STORE_FILE_NAME);
    const db = new DatabaseSync(file);
    db.exec(`
      INSERT INTO users (id, token_sha256, created_at) VALUES (1, '${'a'.repeat(64)}', 1000), (2, '${'b'.repeat(64)}', 1000);
      INSERT INTO cheers (user_id, match_id, side, team_id, cheer_day, day_slot, created_at)
        VALUES (1, '2058017', 'home', '4418', '2026-11-22', 1, 1000);
      INSERT INTO invite_codes (code, user_id, issued_at, expires_at) VALUES ('012345', 1, 1000, 61000);
      INSERT INTO invitations (invitee_id, inviter_id, code, accepted_at) VALUES (2, 1, '012345', 2000);
    `);
    db.close();
    expect(inspect(file).userColumns).toEqual(['id', 'token_sha256', 'created_at']);
    const inviter = { id: 1 };
    const invitee = { id: 2 };

    const { store, migration } = openSqliteUserStore({ dir, now: 5000 });
    expect(migration).toEqual({ from: 2, to: 6, applied: [3, 4, 5, 6] });
    expect(await store.userByTokenHash('a'.repeat(64), 9000)).toEqual({
      id: inviter.id,
      createdAt: 1000,
      cityCode: null,
      cityChosenAt: null,
    });
    expect(await store.cheersOnDay(inviter.id, '2026-11-22')).toBe(1);
    expect((await store.invitationsOf(inviter.id)).invited).toEqual([
      { userId: invitee.id, acceptedAt: 2000 },
    ]);
    await store.close();
    expect(inspect(join(dir, STORE_FILE_NAME)).userColumns).toEqual([
      'id',
      'token_sha256',
      'created_at',
      'city_code',
      'city_chosen_at',
    ]);
  });

  it('open an up-to-date file without applying anything', async () => {
    await openSqliteUserStore({ dir }).store.close();
    const again = openSqliteUserStore({ dir });
    await again.store.close();
    expect(again.migration).toEqual({ from: 6, to: 6, applied: [] });
  });

  it('refuse a file written by a newer server', async () => {
    await openSqliteUserStore({ dir }).store.close();
    expect(() => openSqliteUserStore({ dir, migrations: MIGRATIONS.slice(0, 3) })).toThrow(
      /schema version 6, but this server knows only up to 3/,
    );
  });

  it('refuse migrations that are not numbered 1, 2, 3…', () => {
    const db = new DatabaseSync(':memory:');
    const gapped = MIGRATIONS.filter((migration) => migration.version !== 2);
    expect(() => migrate(db, 0, gapped)).toThrow(/version 3, expected 2/);
    db.close();
  });

  it('open the file in WAL mode with synchronous FULL, foreign keys and a busy timeout', async () => {
    const { store } = openSqliteUserStore({ dir });
    // synchronous 2 = FULL: the log is flushed to disk at every commit.
    expect(store.settings()).toEqual({
      journalMode: 'wal',
      synchronous: 2,
      foreignKeys: true,
      busyTimeoutMs: 5000,
    });
    await store.close();
  });
});
