import type { Pool, PoolClient } from 'pg';
import {
  acceptedOutcome,
  drawInviteCode,
  INVITE_CODE_DRAWS,
  INVITE_CODE_REUSE_AFTER_MS,
  judgeAttempt,
} from '../invite-rules';
import { invitationsFromRows, inviteCodeFromRow } from '../store-rows';
import type {
  AcceptOutcome,
  InviteAttempt,
  InviteCodeRecord,
  UserInvitations,
} from '../user-store';
import { inTransaction, PostgresCode, postgresError } from './postgres-transaction';

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

  current(userId: number, now: number, ttlMs: number): Promise<InviteCodeRecord | null> {
    return inTransaction(this.#pool, async (client) => {
      await lockUser(client, userId);
      const { rows } = await client.query(
        `SELECT code, user_id, issued_at, expires_at FROM invite_codes
         WHERE user_id = $1 AND expires_at > $2 ORDER BY issued_at DESC LIMIT 1`,
        [userId, now],
      );
      if (rows[0]) return inviteCodeFromRow(rows[0]);
      const reusable = now - INVITE_CODE_REUSE_AFTER_MS;
      // ON CONFLICT instead of catching the violation: an error would abort the transaction. A code
      // expired long enough ago is taken over; a code still reserved is left alone.
      const issued = async (code: string) => {
        const claimed = await client.query(
          `INSERT INTO invite_codes (code, user_id, issued_at, expires_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (code) DO UPDATE SET user_id = excluded.user_id,
             issued_at = excluded.issued_at, expires_at = excluded.expires_at
           WHERE invite_codes.expires_at <= $5`,
          [code, userId, now, now + ttlMs, reusable],
        );
        return claimed.rowCount === 1
          ? { code, userId, issuedAt: now, expiresAt: now + ttlMs }
          : null;
      };
      for (let draw = 0; draw < INVITE_CODE_DRAWS; draw += 1) {
        const record = await issued(drawInviteCode());
        if (record) return record;
      }
      const oldest = await client.query(
        'SELECT code FROM invite_codes WHERE expires_at <= $1 ORDER BY expires_at LIMIT 1',
        [reusable],
      );
      return oldest.rows[0] ? issued(String(oldest.rows[0].code)) : null;
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
        const already = await client.query('SELECT 1 FROM invitations WHERE invitee_id = $1', [
          attempt.userId,
        ]);
        const { rows } = await client.query(
          'SELECT user_id, expires_at FROM invite_codes WHERE code = $1',
          [attempt.code],
        );
        const failed = Number(failures.rows[0]?.failures ?? 0);
        const verdict = judgeAttempt(attempt, failed, !!already.rowCount, rows[0]);
        if (verdict.kind === 'answer') return verdict.outcome;
        if (verdict.kind === 'fail') return this.#fail(client, attempt, verdict.reason);
        await client.query(
          'INSERT INTO invitations (invitee_id, inviter_id, code, accepted_at) VALUES ($1, $2, $3, $4)',
          [attempt.userId, verdict.inviterId, attempt.code, attempt.now],
        );
        return acceptedOutcome(attempt, verdict.inviterId);
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
    return invitationsFromRows(invited.rows, accepted.rows[0]);
  }
}
