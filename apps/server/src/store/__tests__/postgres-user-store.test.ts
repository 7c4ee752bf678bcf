import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEngine, startPostgres } from '../../__tests__/helpers/engines';
import { openPostgresUserStore } from '../postgres/open-postgres-user-store';
import { MIGRATIONS } from '../sqlite/migrations/index';
import { describeFollowStore } from './follow-store-suite';
import { describeUserStore, type StoreEngine } from './user-store-suite';

let postgres: RunningEngine;
let admin: pg.Client;
let schemas = 0;
let schema = '';

beforeAll(async () => {
  postgres = await startPostgres();
  admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
}, 30_000);
afterAll(async () => {
  await admin?.end();
  await postgres?.stop();
});

const ENGINE: StoreEngine = {
  name: 'PostgresUserStore',
  async open() {
    // A schema of its own per test: a new, empty database for the price of one statement.
    schemas += 1;
    schema = `store_test_${schemas}`;
    await admin.query(`CREATE SCHEMA ${schema}`);
    return (await openPostgresUserStore({ url: postgres.url, schema })).store;
  },
  async openTwin() {
    return (await openPostgresUserStore({ url: postgres.url, schema })).store;
  },
  async cleanUp() {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  },
  async insertCheerElsewhere(userId, day, slot) {
    await admin.query(
      `INSERT INTO ${schema}.cheers (user_id, match_id, side, team_id, cheer_day, day_slot, created_at)
       VALUES ($1, '2058017', 'home', '4418', $2, $3, 0)`,
      [userId, day, slot],
    );
  },
  errors: { check: /violates check constraint/, unique: /violates unique constraint/ },
};

describe('PostgresUserStore', () => {
  describeUserStore(ENGINE);
});

describe('PostgresUserStore follows', () => {
  describeFollowStore(ENGINE);
});

describe('PostgreSQL store migrations', () => {
  it('bring a new database to the latest version once, even when two processes open it together', async () => {
    await admin.query('CREATE SCHEMA migrate_together');
    const opened = await Promise.all(
      [1, 2, 3].map(() =>
        openPostgresUserStore({ url: postgres.url, schema: 'migrate_together', now: 7 }),
      ),
    );
    for (const { store } of opened) await store.close();
    const applied = opened.flatMap(({ migration }) => migration.applied).sort();
    expect(applied).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(opened.map(({ migration }) => migration.to)).toEqual([6, 6, 6]);
    const { rows } = await admin.query(
      'SELECT version, name, applied_at FROM migrate_together.schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => `${row.version} ${row.name} ${row.applied_at}`)).toEqual(
      MIGRATIONS.map((migration) => `${migration.version} ${migration.name} 7`),
    );
  });

  it('bring a database of version 2 to the latest, keeping its users', async () => {
    await admin.query('CREATE SCHEMA migrate_older');
    const older = await openPostgresUserStore({
      url: postgres.url,
      schema: 'migrate_older',
      migrations: MIGRATIONS.slice(0, 2),
    });
    // Written as a version-2 server would: the city columns do not exist yet.
    const { rows } = await admin.query(
      'INSERT INTO migrate_older.users (token_sha256, created_at) VALUES ($1, 5) RETURNING id',
      ['a'.repeat(64)],
    );
    await older.store.close();
    const newer = await openPostgresUserStore({ url: postgres.url, schema: 'migrate_older' });
    expect(newer.migration).toEqual({ from: 2, to: 6, applied: [3, 4, 5, 6] });
    expect(await newer.store.userByTokenHash('a'.repeat(64), 9)).toEqual({
      id: Number(rows[0]?.id),
      createdAt: 5,
      cityCode: null,
      cityChosenAt: null,
    });
    await newer.store.close();
  });

  it('refuse a database written by a newer server', async () => {
    await admin.query('CREATE SCHEMA migrate_newer');
    await (
      await openPostgresUserStore({ url: postgres.url, schema: 'migrate_newer' })
    ).store.close();
    await expect(
      openPostgresUserStore({
        url: postgres.url,
        schema: 'migrate_newer',
        migrations: MIGRATIONS.slice(0, 3),
      }),
    ).rejects.toThrow(/schema version 6, but this server knows only up to 3/);
  });
});
