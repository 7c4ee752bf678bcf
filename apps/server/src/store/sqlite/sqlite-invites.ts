import type { DatabaseSync } from 'node:sqlite';
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
import { immediateTransaction, SqliteConstraint, sqliteErrorCode } from './immediate-transaction';

/** The invitations of the SQLite store. */
export class SqliteInvites {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  current(userId: number, now: number, ttlMs: number): InviteCodeRecord | null {
    return immediateTransaction(this.#db, () => {
      const valid = this.#db
        .prepare(
          `SELECT code, user_id, issued_at, expires_at FROM invite_codes
           WHERE user_id = ? AND expires_at > ? ORDER BY issued_at DESC LIMIT 1`,
        )
        .get(userId, now);
      if (valid) return inviteCodeFromRow(valid);
      // A code expired long enough ago is taken over; a code still reserved is left alone.
      const claim = this.#db.prepare(
        `INSERT INTO invite_codes (code, user_id, issued_at, expires_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (code) DO UPDATE SET user_id = excluded.user_id,
           issued_at = excluded.issued_at, expires_at = excluded.expires_at
         WHERE invite_codes.expires_at <= ?`,
      );
      const reusable = now - INVITE_CODE_REUSE_AFTER_MS;
      const issued = (code: string) =>
        Number(claim.run(code, userId, now, now + ttlMs, reusable).changes) === 1
          ? { code, userId, issuedAt: now, expiresAt: now + ttlMs }
          : null;
      for (let draw = 0; draw < INVITE_CODE_DRAWS; draw += 1) {
        const record = issued(drawInviteCode());
        if (record) return record;
      }
      const oldest = this.#db
        .prepare('SELECT code FROM invite_codes WHERE expires_at <= ? ORDER BY expires_at LIMIT 1')
        .get(reusable);
      return oldest ? issued(String(oldest.code)) : null;
    });
  }

  /**
   * One transaction reads the day's failures, the caller's own acceptance and the code, and either
   * records the acceptance or (for a wrong or expired code) one more failure. The invitee key and the
   * inviter ≠ invitee check hold the rules should another writer get in between.
   */
  accept(attempt: InviteAttempt): AcceptOutcome {
    const db = this.#db;
    try {
      return immediateTransaction(db, () => {
        const failures = db
          .prepare('SELECT failures FROM invite_failures WHERE user_id = ? AND failure_day = ?')
          .get(attempt.userId, attempt.day);
        const already = db
          .prepare('SELECT 1 FROM invitations WHERE invitee_id = ?')
          .get(attempt.userId);
        const code = db
          .prepare('SELECT user_id, expires_at FROM invite_codes WHERE code = ?')
          .get(attempt.code);
        const verdict = judgeAttempt(attempt, Number(failures?.failures ?? 0), !!already, code);
        if (verdict.kind === 'answer') return verdict.outcome;
        if (verdict.kind === 'fail') return this.#fail(attempt, verdict.reason);
        db.prepare(
          'INSERT INTO invitations (invitee_id, inviter_id, code, accepted_at) VALUES (?, ?, ?, ?)',
        ).run(attempt.userId, verdict.inviterId, attempt.code, attempt.now);
        return acceptedOutcome(attempt, verdict.inviterId);
      });
    } catch (error) {
      if (sqliteErrorCode(error) === SqliteConstraint.PrimaryKey) {
        return { ok: false, reason: 'already' };
      }
      throw error;
    }
  }

  #fail(attempt: InviteAttempt, reason: 'wrong' | 'expired'): AcceptOutcome {
    this.#db
      .prepare(
        `INSERT INTO invite_failures (user_id, failure_day, failures) VALUES (?, ?, 1)
         ON CONFLICT (user_id, failure_day) DO UPDATE SET failures = failures + 1`,
      )
      .run(attempt.userId, attempt.day);
    return { ok: false, reason };
  }

  of(userId: number): UserInvitations {
    const invited = this.#db
      .prepare(
        `SELECT invitee_id, accepted_at FROM invitations WHERE inviter_id = ?
         ORDER BY accepted_at DESC, invitee_id DESC`,
      )
      .all(userId);
    const accepted = this.#db
      .prepare('SELECT inviter_id, code, accepted_at FROM invitations WHERE invitee_id = ?')
      .get(userId);
    return invitationsFromRows(invited, accepted);
  }
}
