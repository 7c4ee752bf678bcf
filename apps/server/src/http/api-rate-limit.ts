import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../content/messages';
import { ApiCode } from './api-code';
import { ApiError } from './api-error';
import { clientAddress } from './client-address';

/** The readiness probe: never limited, so an orchestrator sees a busy server as alive. */
const UNLIMITED_PATHS = new Set(['/healthz']);
const MINUTE_MS = 60_000;

/**
 * Limits every request of one client address (an IPv6 /64 as one, as the socket limits count) to
 * `perMinute` a minute with `@fastify/rate-limit`, except {@link UNLIMITED_PATHS}: one client with
 * many parallel connections cannot slow everyone else down. Beyond it: 429 `4290` with
 * `Retry-After`.
 */
export async function registerApiRateLimit(
  app: FastifyInstance,
  perMinute: number,
  trustProxy: boolean,
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: true,
    hook: 'onRequest',
    max: perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => clientAddress(request.raw, trustProxy),
    allowList: (request) => UNLIMITED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        ApiCode.TooManyRequests,
        MESSAGES.tooManyRequests,
        429,
        Math.max(1, Math.ceil(context.ttl / 1_000)),
      ),
  });
}
