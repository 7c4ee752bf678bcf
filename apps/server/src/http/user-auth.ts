import { createHash } from 'node:crypto';
import { readBearerToken } from '@kanqiu/core';
import type { Fan } from '@kanqiu/core/contract/user';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../content/messages';
import type { StoredUser } from '../store/user-store';
import { ApiCode } from './api-code';
import { ApiError } from './api-error';
import type { ServerContext } from './server-context';

/**
 * The user the request's `Authorization: Bearer <token>` names, created on the first call with that
 * token (the product has no sign-up; the host's token is the only identity). The store keeps only the
 * token's SHA-256.
 *
 * @throws ApiError 4010 without a header, or with one that is not a Bearer token of 8–4096 visible
 * ASCII characters.
 */
export async function requireUser(
  request: FastifyRequest,
  context: ServerContext,
): Promise<StoredUser> {
  const reading = readBearerToken(request.headers.authorization);
  if (reading.status === 'missing') {
    throw new ApiError(ApiCode.Unauthorized, MESSAGES.unauthorizedMissing);
  }
  if (reading.status === 'invalid') {
    throw new ApiError(ApiCode.Unauthorized, MESSAGES.unauthorizedInvalid);
  }
  const tokenHash = createHash('sha256').update(reading.token).digest('hex');
  return context.store.userByTokenHash(tokenHash, context.clock.now());
}

/** A user as other users see them: their number and the name made of it. */
export function fanOf(userId: number): Fan {
  return { fan_no: userId, name: MESSAGES.fanName(userId) };
}
