import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { INVITE_CODE_LENGTH } from '@kanqiu/core';
import type {
  AcceptOutcome,
  InviteAttempt,
  InviteCodeRecord,
  UserInvitations,
} from '../user-store';
import { immediateTransaction, SqliteConstraint, sqliteErrorCode } from './immediate-transaction';

// A million codes; with thousands issued a fresh draw collides rarely, and 50 draws in a row never.
const CODE_DRAWS = 50;
const CODE_SPACE = 10 ** INVITE_CODE_LENGTH;

/** The invitations of the SQLite store. */
export class SqliteInvites {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  current(userId: number, now: number, ttlMs: number): InviteCodeRecord {
    return immediateTransaction(this.#db, () => {
      const valid = this.#db
        .prepare(
          `SELECT code, user_id, issued_at, expires_at FROM invite_codes
           WHERE user_id = ? AND expires_at > ? ORDER BY issued_at DESC LIMIT 1`,
        )
        .get(userId, now);
      if (valid) return codeRecord(valid);
      const insert = this.#db.prepare(
        'INSERT INTO invite_codes (code, user_id, issued_at, expires_at) VALUES (?, ?, ?, ?)',
      );
      for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
        const code = String(randomInt(0, CODE_SPACE)).padStart(INVITE_CODE_LENGTH, '0');
        try {
          insert.run(code, userId, now, now + ttlMs);
          return { code, userId, issuedAt: now, expiresAt: now + ttlMs };
        } catch (error) {
          if (sqliteErrorCode(error) !== SqliteConstraint.PrimaryKey) throw error;
        }
      }
      throw new Error(`no free invitation code after ${CODE_DRAWS} draws`);
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
        if (Number(failures?.failures ?? 0) >= attempt.maxFailures) {
          return { ok: false, reason: 'too_many_attempts' };
        }
        if (db.prepare('SELECT 1 FROM invitations WHERE invitee_id = ?').get(attempt.userId)) {
          return { ok: false, reason: 'already' };
        }
        const code = db
          .prepare('SELECT user_id, expires_at FROM invite_codes WHERE code = ?')
          .get(attempt.code);
        if (!code) return this.#fail(attempt, 'wrong');
        if (Number(code.user_id) === attempt.userId) return { ok: false, reason: 'own' };
        if (Number(code.expires_at) <= attempt.now) return this.#fail(attempt, 'expired');
        db.prepare(
          'INSERT INTO invitations (invitee_id, inviter_id, code, accepted_at) VALUES (?, ?, ?, ?)',
        ).run(attempt.userId, Number(code.user_id), attempt.code, attempt.now);
        return {
          ok: true,
          inviterId: Number(code.user_id),
          code: attempt.code,
          acceptedAt: attempt.now,
        };
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
      .all(userId)
      .map((row) => ({ userId: Number(row.invitee_id), acceptedAt: Number(row.accepted_at) }));
    const accepted = this.#db
      .prepare('SELECT inviter_id, code, accepted_at FROM invitations WHERE invitee_id = ?')
      .get(userId);
    return {
      invited,
      accepted: accepted
        ? {
            inviterId: Number(accepted.inviter_id),
            code: String(accepted.code),
            acceptedAt: Number(accepted.accepted_at),
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
