import { randomInt } from 'node:crypto';
import { INVITE_CODE_LENGTH } from '@kanqiu/core';
import type { Pool, PoolClient } from 'pg';
import type {
  AcceptOutcome,
  InviteAttempt,
  InviteCodeRecord,
  UserInvitations,
} from '../user-store';
import { inTransaction, PostgresCode, postgresError } from './postgres-transaction';

// A million codes; with thousands issued a fresh draw collides rarely, and 50 draws in a row never.
const CODE_DRAWS = 50;
const CODE_SPACE = 10 ** INVITE_CODE_LENGTH;

/**
 * Locks the user's row until the transaction ends: two requests of one user on different server
 * processes take turns (issuing a code, counting failed attempts), while other users go on.
 */
async function lockUser(client: PoolClient, userId: number): Promise<void> {
  await client.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** The invitations of the PostgreSQL store: the same rules as the SQLite store's. */
export class PostgresInvites {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  current(userId: number, now: number, ttlMs: number): Promise<InviteCodeRecord> {
    return inTransaction(this.#pool, async (client) => {
      await lockUser(client, userId);
      const { rows } = await client.query(
        `SELECT code, user_id, issued_at, expires_at FROM invite_codes
         WHERE user_id = $1 AND expires_at > $2 ORDER BY issued_at DESC LIMIT 1`,
        [userId, now],
      );
      if (rows[0]) return codeRecord(rows[0]);
      for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
        const code = String(randomInt(0, CODE_SPACE)).padStart(INVITE_CODE_LENGTH, '0');
        // ON CONFLICT instead of catching the violation: an error would abort the transaction.
        const inserted = await client.query(
          `INSERT INTO invite_codes (code, user_id, issued_at, expires_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (code) DO NOTHING`,
          [code, userId, now, now + ttlMs],
        );
        if (inserted.rowCount === 1) return { code, userId, issuedAt: now, expiresAt: now + ttlMs };
      }
      throw new Error(`no free invitation code after ${CODE_DRAWS} draws`);
    });
  }

  /**
   * One transaction, holding the caller's row lock, reads the day's failures, the caller's own
   * acceptance and the code, and records the acceptance or one more failure. The invitee key
   * (`invitations_one_per_invitee`) and the inviter ≠ invitee check hold the rules whatever else
   * writes.
   */
  async accept(attempt: InviteAttempt): Promise<AcceptOutcome> {
    try {
      return await inTransaction(this.#pool, async (client): Promise<AcceptOutcome> => {
        await lockUser(client, attempt.userId);
        const failures = await client.query(
          'SELECT failures FROM invite_failures WHERE user_id = $1 AND failure_day = $2',
          [attempt.userId, attempt.day],
        );
        if (Number(failures.rows[0]?.failures ?? 0) >= attempt.maxFailures) {
          return { ok: false, reason: 'too_many_attempts' };
        }
        const already = await client.query('SELECT 1 FROM invitations WHERE invitee_id = $1', [
          attempt.userId,
        ]);
        if (already.rowCount) return { ok: false, reason: 'already' };
        const { rows } = await client.query(
          'SELECT user_id, expires_at FROM invite_codes WHERE code = $1',
          [attempt.code],
        );
        const code = rows[0];
        if (!code) return this.#fail(client, attempt, 'wrong');
        if (Number(code.user_id) === attempt.userId) return { ok: false, reason: 'own' };
        if (Number(code.expires_at) <= attempt.now) return this.#fail(client, attempt, 'expired');
        await client.query(
          'INSERT INTO invitations (invitee_id, inviter_id, code, accepted_at) VALUES ($1, $2, $3, $4)',
          [attempt.userId, Number(code.user_id), attempt.code, attempt.now],
        );
        return {
          ok: true,
          inviterId: Number(code.user_id),
          code: attempt.code,
          acceptedAt: attempt.now,
        };
      });
    } catch (error) {
      const { code, constraint } = postgresError(error);
      if (code === PostgresCode.Unique && constraint === 'invitations_one_per_invitee') {
        return { ok: false, reason: 'already' };
      }
      throw error;
    }
  }

  async #fail(
    client: PoolClient,
    attempt: InviteAttempt,
    reason: 'wrong' | 'expired',
  ): Promise<AcceptOutcome> {
    await client.query(
      `INSERT INTO invite_failures (user_id, failure_day, failures) VALUES ($1, $2, 1)
       ON CONFLICT (user_id, failure_day) DO UPDATE SET failures = invite_failures.failures + 1`,
      [attempt.userId, attempt.day],
    );
    return { ok: false, reason };
  }

  async of(userId: number): Promise<UserInvitations> {
    const [invited, accepted] = await Promise.all([
      this.#pool.query(
        `SELECT invitee_id, accepted_at FROM invitations WHERE inviter_id = $1
         ORDER BY accepted_at DESC, invitee_id DESC`,
        [userId],
      ),
      this.#pool.query(
        'SELECT inviter_id, code, accepted_at FROM invitations WHERE invitee_id = $1',
        [userId],
      ),
    ]);
    const row = accepted.rows[0];
    return {
      invited: invited.rows.map((entry) => ({
        userId: Number(entry.invitee_id),
        acceptedAt: Number(entry.accepted_at),
      })),
      accepted: row
        ? {
            inviterId: Number(row.inviter_id),
            code: String(row.code),
            acceptedAt: Number(row.accepted_at),
          }
        : null,
    };
  }
}

function codeRecord(row: Record<string, unknown>): InviteCodeRecord {
  return {
    code: String(row.code),
    userId: Number(row.user_id),
    issuedAt: Number(row.issued_at),
    expiresAt: Number(row.expires_at),
  };
}
