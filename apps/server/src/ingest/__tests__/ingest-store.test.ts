import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEngine, startPostgres } from '../../__tests__/helpers/engines';
import { post } from '../../__tests__/helpers/http-client';
import { startTestServer } from '../../__tests__/helpers/test-server';
import type { IngestStore } from '../store/ingest-store';
import { openPostgresIngestStore } from '../store/postgres-ingest-store';
import { SqliteIngestStore } from '../store/sqlite-ingest-store';

const MATCH = { matchId: 'm1', body: '{"match_id":"m1"}', createdAt: 5 };
const event = (seq: number) => ({ seq, body: `{"seq":${seq}}` });
const MATCH_BODY = {
  match_id: 'pg-1',
  sport: 'football',
  competition: '友谊赛',
  kickoff: '2026-11-22T12:00:00Z',
  home: { id: 'A', name: '甲队' },
  away: { id: 'B', name: '乙队' },
};
const GOAL = { seq: 2, type: 'goal', side: 'home', minute: 3, player: { name: '球员' } };

/** The same behaviour of both engines: `open` gives an empty store, `reopen` the same one again. */
function describeIngestStore(
  name: string,
  setup: { open(): Promise<IngestStore>; reopen(): Promise<IngestStore> },
) {
  describe(name, () => {
    it('keeps matches and their events in seq order, across a reopen', async () => {
      const store = await setup.open();
      await store.createMatch(MATCH);
      await store.appendEvents('m1', [event(1), event(2)], 10);
      await store.appendEvents('m1', [event(3)], 11);
      await store.close();
      const again = await setup.reopen();
      expect(await again.matches()).toEqual([MATCH]);
      expect(await again.events('m1')).toEqual([event(1), event(2), event(3)]);
      await again.close();
    });

    it('refuses a used seq and keeps none of that append', async () => {
      const store = await setup.open();
      await store.createMatch(MATCH);
      await store.appendEvents('m1', [event(1)], 10);
      await expect(store.appendEvents('m1', [event(2), event(1)], 11)).rejects.toThrow();
      expect(await store.events('m1')).toEqual([event(1)]);
      await expect(store.createMatch(MATCH)).rejects.toThrow();
      await store.close();
    });
  });
}

let sqliteDir = '';
describeIngestStore('SqliteIngestStore', {
  async open() {
    if (sqliteDir) rmSync(sqliteDir, { recursive: true, force: true });
    sqliteDir = mkdtempSync(join(tmpdir(), 'kanqiu-ingest-store-'));
    return new SqliteIngestStore(sqliteDir);
  },
  async reopen() {
    return new SqliteIngestStore(sqliteDir);
  },
});
afterAll(() => {
  if (sqliteDir) rmSync(sqliteDir, { recursive: true, force: true });
});

let postgres: RunningEngine;
let admin: pg.Client;
let schemas = 0;
beforeAll(async () => {
  postgres = await startPostgres();
  admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
}, 30_000);
afterAll(async () => {
  await admin?.end();
  await postgres?.stop();
});
describeIngestStore('PostgresIngestStore', {
  async open() {
    schemas += 1;
    await admin.query(`CREATE SCHEMA ingest_test_${schemas}`);
    return openPostgresIngestStore({ url: postgres.url, schema: `ingest_test_${schemas}` });
  },
  async reopen() {
    return openPostgresIngestStore({ url: postgres.url, schema: `ingest_test_${schemas}` });
  },
});

describe('live ingest on PostgreSQL', () => {
  it('keeps a match fed to a server with DATABASE_URL across a restart of the server', async () => {
    await admin.query('CREATE SCHEMA IF NOT EXISTS public');
    const config = { ingestKey: 'pg-ingest-key-0123456789', databaseUrl: postgres.url };
    const auth = { headers: { authorization: `Bearer ${config.ingestKey}` } };
    const first = await startTestServer({ config });
    try {
      await post(first.baseUrl, '/api/ingest/matches', MATCH_BODY, auth);
      const sent = await post(
        first.baseUrl,
        '/api/ingest/matches/pg-1/events',
        { events: [{ seq: 1, type: 'period', status: 2 }, GOAL] },
        auth,
      );
      expect(sent.body.data).toMatchObject({ applied: 2, last_seq: 2 });
    } finally {
      await first.close();
    }
    const second = await startTestServer({ config });
    try {
      const entry = (await post(second.baseUrl, '/api/matches', {})).body.data.matches.find(
        (m: { match_id: string }) => m.match_id === 'pg-1',
      );
      expect(entry).toMatchObject({ state: 'live', home_score: 1, away_score: 0 });
      const stored = await admin.query('SELECT count(*)::int AS n FROM ingest_events');
      expect(stored.rows[0].n).toBe(2);
    } finally {
      await second.close();
    }
  }, 30_000);
});
