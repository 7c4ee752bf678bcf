import { beijingDay, INVITE_CODE_TTL_DAYS, INVITE_MAX_FAILED_ATTEMPTS } from '@kanqiu/core';
import { CALLS } from '@kanqiu/core/contract/calls';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import type { AcceptOutcome } from '../../store/user-store';
import { ApiCode, type ApiCodeValue } from '../api-code';
import { ApiError } from '../api-error';
import type { ServerContext } from '../server-context';
import { fanOf } from '../user-auth';
import { userContractRoute, writeCallRoute } from '../user-contract-route';

const DAY_MS = 86_400_000;
/** Seconds a caller is told to wait when no code is free. */
const CODE_RETRY_S = 60;

/** The webview route where an invitation code is entered. */
export const INVITE_ACCEPT_ROUTE = '/pages/platformInvite/platformInvite';

const REFUSALS: Readonly<
  Record<Extract<AcceptOutcome, { ok: false }>['reason'], { code: ApiCodeValue; msg: string }>
> = {
  wrong: { code: ApiCode.InviteCodeWrong, msg: MESSAGES.inviteCodeWrong },
  expired: { code: ApiCode.InviteCodeExpired, msg: MESSAGES.inviteCodeExpired },
  own: { code: ApiCode.InviteCodeOwn, msg: MESSAGES.inviteCodeOwn },
  already: { code: ApiCode.InviteAlreadyAccepted, msg: MESSAGES.inviteAlreadyAccepted },
  too_many_attempts: {
    code: ApiCode.InviteTooManyAttempts,
    msg: MESSAGES.inviteTooManyAttempts(INVITE_MAX_FAILED_ATTEMPTS),
  },
};

/** Invitations: the caller's code, who accepted it, and accepting someone's code. All need a token. */
export function registerInviteRoutes(app: FastifyInstance, context: ServerContext): void {
  const iso = (ms: number) => new Date(ms).toISOString();

  writeCallRoute(
    app,
    context,
    CALLS.inviteCode,
    async (_body, user) => {
      const code = await context.store.currentInviteCode(
        user.id,
        context.clock.now(),
        INVITE_CODE_TTL_DAYS * DAY_MS,
      );
      if (!code)
        throw new ApiError(ApiCode.Unavailable, MESSAGES.inviteCodesBusy, 503, CODE_RETRY_S);
      const { invited } = await context.store.invitationsOf(user.id);
      return {
        code: code.code,
        issued_at: iso(code.issuedAt),
        expires_at: iso(code.expiresAt),
        share_path: `${INVITE_ACCEPT_ROUTE}?code=${code.code}`,
        invited_count: invited.length,
      };
    },
    ['inviteIssue'],
  );

  userContractRoute(app, context, CALLS.inviteList, async (_body, user) => {
    const { invited, accepted } = await context.store.invitationsOf(user.id);
    return {
      invitations: invited.map((entry) => ({
        ...fanOf(entry.userId),
        accepted_at: iso(entry.acceptedAt),
      })),
      total: invited.length,
      accepted: accepted
        ? {
            inviter: fanOf(accepted.inviterId),
            code: accepted.code,
            accepted_at: iso(accepted.acceptedAt),
          }
        : null,
    };
  });

  writeCallRoute(
    app,
    context,
    CALLS.inviteAccept,
    async ({ code }, user) => {
      const now = context.clock.now();
      const outcome = await context.store.acceptInvite({
        userId: user.id,
        code,
        now,
        day: beijingDay(now),
        maxFailures: INVITE_MAX_FAILED_ATTEMPTS,
      });
      if (!outcome.ok) {
        const refusal = REFUSALS[outcome.reason];
        throw new ApiError(refusal.code, refusal.msg);
      }
      return {
        inviter: fanOf(outcome.inviterId),
        code: outcome.code,
        accepted_at: iso(outcome.acceptedAt),
      };
    },
    ['inviteGuess'],
  );
}
