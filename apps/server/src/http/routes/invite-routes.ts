import {
  beijingDay,
  INVITE_CODE_TTL_DAYS,
  INVITE_MAX_FAILED_ATTEMPTS,
  KANQIU_API_PATHS,
} from '@kanqiu/core';
import { inviteAcceptRequestSchema } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import type { AcceptOutcome } from '../../store/user-store';
import { ApiCode, type ApiCodeValue } from '../api-code';
import { ApiError } from '../api-error';
import { success } from '../envelope';
import { parseBody } from '../parse-body';
import type { ServerContext } from '../server-context';
import { fanOf, requireUser } from '../user-auth';

const DAY_MS = 86_400_000;

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

  app.post(KANQIU_API_PATHS.inviteCode, async (request) => {
    const user = await requireUser(request, context);
    const code = await context.store.currentInviteCode(
      user.id,
      context.clock.now(),
      INVITE_CODE_TTL_DAYS * DAY_MS,
    );
    const { invited } = await context.store.invitationsOf(user.id);
    return success({
      code: code.code,
      issued_at: iso(code.issuedAt),
      expires_at: iso(code.expiresAt),
      share_path: `${INVITE_ACCEPT_ROUTE}?code=${code.code}`,
      invited_count: invited.length,
    });
  });

  app.post(KANQIU_API_PATHS.inviteList, async (request) => {
    const user = await requireUser(request, context);
    const { invited, accepted } = await context.store.invitationsOf(user.id);
    return success({
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
    });
  });

  app.post(KANQIU_API_PATHS.inviteAccept, async (request) => {
    const user = await requireUser(request, context);
    const { code } = parseBody(inviteAcceptRequestSchema, request.body);
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
    return success({
      inviter: fanOf(outcome.inviterId),
      code: outcome.code,
      accepted_at: iso(outcome.acceptedAt),
    });
  });
}
