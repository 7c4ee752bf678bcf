import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type { SqliteUserStore } from '../../store/sqlite/sqlite-user-store';
import { useServerFixture } from '../helpers/server-fixture';
import { TEST_START, type TestServer } from '../helpers/test-server';
import { postAs, testToken } from '../helpers/user-client';

// Issue 28, failure 4: with free users, one client guessed 1,621 codes a second, issued 1,245 a
// second, and once the million codes were issued new users got HTTP 500.

const fixture = useServerFixture();

const SLOW = 1e-6;
const DAY_MS = 86_400_000;

/** Fills every 6-digit code with `expiresAt`, as if a million codes had been issued. */
function fillCodeSpace(test: TestServer, expiresAt: number): void {
  const db = new DatabaseSync((test.server.store as SqliteUserStore).file);
  db.exec('PRAGMA busy_timeout = 10000');
  db.prepare(
    `WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < 999999)
     INSERT OR IGNORE INTO invite_codes (code, user_id, issued_at, expires_at)
     SELECT printf('%06d', x), 1, ?, ? FROM n`,
  ).run(expiresAt - 7 * DAY_MS, expiresAt);
  db.close();
}

describe('invitation codes under attack', () => {
  it('limits the codes one address may try, however many users it invents', async () => {
    const server = await fixture.start({
      config: { abuseLimits: { inviteGuessRate: { capacity: 10, perSecond: SLOW } } },
    });
    const codes = [];
    for (let i = 0; i < 40; i += 1) {
      const answer = await postAs(server.baseUrl, testToken(`guess-${i}`), '/api/invite/accept', {
        code: String(100_000 + i),
      });
      codes.push(answer.body.code);
    }
    expect(codes.filter((code) => code === 4101)).toHaveLength(10);
    expect(codes.filter((code) => code === 4290)).toHaveLength(30);
  });

  it('limits the codes one address may have issued', async () => {
    const server = await fixture.start({
      config: { abuseLimits: { inviteIssueRate: { capacity: 10, perSecond: SLOW } } },
    });
    const codes = [];
    for (let i = 0; i < 30; i += 1) {
      codes.push(
        (await postAs(server.baseUrl, testToken(`issue-${i}`), '/api/invite/code')).body.code,
      );
    }
    expect(codes.filter((code) => code === 1)).toHaveLength(10);
    expect(codes.filter((code) => code === 4290)).toHaveLength(20);
  });

  it('issues a code again once it has long expired, even when every code was issued once', async () => {
    const server = await fixture.start();
    expect((await postAs(server.baseUrl, testToken('first'), '/api/invite/list')).body.code).toBe(
      1,
    );
    fillCodeSpace(server, TEST_START - 30 * DAY_MS);
    const answer = await postAs(server.baseUrl, testToken('late'), '/api/invite/code');
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(1);
    expect(answer.body.data.code).toMatch(/^\d{6}$/);
  });

  it('answers 503 with an envelope, never 500, when every code is still taken', async () => {
    const server = await fixture.start();
    expect((await postAs(server.baseUrl, testToken('first'), '/api/invite/list')).body.code).toBe(
      1,
    );
    fillCodeSpace(server, TEST_START + DAY_MS);
    const answer = await postAs(server.baseUrl, testToken('late'), '/api/invite/code');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 5030, data: null });
    expect(answer.body.msg).toMatch(/邀请码/);
  });
});
