import { randomInt } from 'node:crypto';
import { INVITE_CODE_LENGTH } from '@kanqiu/core';
import type { StoreRow } from './store-rows';
import type { AcceptOutcome, InviteAttempt } from './user-store';

// Internal to the stores: what both dialects decide the same way once they have read the rows.

const CODE_SPACE = 10 ** INVITE_CODE_LENGTH;

/**
 * Random draws before a store takes the code that expired longest ago instead. With a million codes
 * and only the last weeks' codes taken, a draw collides rarely and 50 in a row never.
 */
export const INVITE_CODE_DRAWS = 50;

/**
 * How long an expired code still answers "expired" before it may be issued again. Only codes issued
 * within 7 + 7 days are ever taken, and the per-address issuing limit bounds how many one client
 * takes in that time, so abuse cannot use up the code space.
 */
export const INVITE_CODE_REUSE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** A random code of {@link INVITE_CODE_LENGTH} digits. */
export function drawInviteCode(): string {
  return String(randomInt(0, CODE_SPACE)).padStart(INVITE_CODE_LENGTH, '0');
}

/** What the rows read for an attempt say to do. */
export type AttemptVerdict =
  | { kind: 'answer'; outcome: AcceptOutcome }
  | { kind: 'fail'; reason: 'wrong' | 'expired' }
  | { kind: 'accept'; inviterId: number };

/**
 * Judges an attempt from what its transaction read: the day's failures, whether the caller already
 * accepted one, and the code's row (user_id, expires_at) if any. `fail` is to be counted.
 */
export function judgeAttempt(
  attempt: InviteAttempt,
  failures: number,
  alreadyAccepted: boolean,
  code: StoreRow | undefined,
): AttemptVerdict {
  if (failures >= attempt.maxFailures) {
    return { kind: 'answer', outcome: { ok: false, reason: 'too_many_attempts' } };
  }
  if (alreadyAccepted) return { kind: 'answer', outcome: { ok: false, reason: 'already' } };
  if (!code) return { kind: 'fail', reason: 'wrong' };
  if (Number(code.user_id) === attempt.userId) {
    return { kind: 'answer', outcome: { ok: false, reason: 'own' } };
  }
  if (Number(code.expires_at) <= attempt.now) return { kind: 'fail', reason: 'expired' };
  return { kind: 'accept', inviterId: Number(code.user_id) };
}

/** The outcome of an accepted attempt. */
export function acceptedOutcome(attempt: InviteAttempt, inviterId: number): AcceptOutcome {
  return { ok: true, inviterId, code: attempt.code, acceptedAt: attempt.now };
}
