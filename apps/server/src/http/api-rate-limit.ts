import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../content/messages';
import { ApiCode } from './api-code';
import { ApiError } from './api-error';
import { clientAddress } from './client-address';

/** The readiness probe: never limited, so an orchestrator sees a busy server as alive. */
const UNLIMITED_PATHS = new Set(['/healthz']);
/** The calls (the contract's, the web log, ingest, debug); every other path is one of the app's files. */
const API_PREFIX = '/api/';
const MINUTE_MS = 60_000;

/** The two budgets of one client address a minute (docs/reliability.md §11). */
export interface RequestBudgets {
  /** Calls under `/api/`. */
  apiPerMinute: number;
  /** The app's own files: the document, its scripts, styles, images, the service worker. */
  filePerMinute: number;
}

/** Whether a request is a call rather than one of the app's files. */
function isApiCall(url: string | undefined): boolean {
  return (url ?? '').startsWith(API_PREFIX);
}

/**
 * Limits the requests of one client address (an IPv6 /64 as one, as the socket limits count) with
 * `@fastify/rate-limit`, in two budgets counted apart: the calls under `/api/`, and the app's own
 * files. One client with many parallel connections cannot slow everyone else down, and the files
 * of an app opened from a stadium's or a carrier's shared address (30 to 40 of them on a first
 * open) do not use up the calls' budget, nor the calls the files'. `/healthz` is never limited.
 * Beyond a budget: 429 `4290` with `Retry-After`.
 */
export async function registerApiRateLimit(
  app: FastifyInstance,
  budgets: RequestBudgets,
  trustProxy: boolean,
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: true,
    hook: 'onRequest',
    max: (request) => (isApiCall(request.url) ? budgets.apiPerMinute : budgets.filePerMinute),
    timeWindow: MINUTE_MS,
    keyGenerator: (request) =>
      `${isApiCall(request.url) ? 'api' : 'file'} ${clientAddress(request.raw, trustProxy)}`,
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
