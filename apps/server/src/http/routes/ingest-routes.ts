import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../content/messages';
import { INGEST_MESSAGES } from '../../ingest/ingest-messages';
import { ApiCode } from '../api-code';
import { clientAddress } from '../client-address';
import { failure, success } from '../envelope';
import type { ServerContext } from '../server-context';

/** Where a feed creates matches. */
export const INGEST_MATCHES_PATH = '/api/ingest/matches';
/** Where a feed sends one match's events (and reads where the match stands). */
export const INGEST_MATCH_PATH = `${INGEST_MATCHES_PATH}/:match_id`;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The live-ingest endpoint (docs/contract.md §4), served only with `INGEST_KEY`: every call carries
 * the operator key (`Authorization: Bearer …`, else 401) and is rate-limited per client address
 * (429 with `Retry-After`) before the key is even read, so guessing keys is slow too.
 * `POST /api/ingest/matches` creates a match, `POST /api/ingest/matches/:match_id/events` appends
 * events, `GET /api/ingest/matches/:match_id` says the last `seq` received.
 */
export function registerIngestRoutes(app: FastifyInstance, context: ServerContext): void {
  const ingest = context.ingest;
  if (!ingest) return;
  const key = digest(ingest.key);

  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    const address = clientAddress(request.raw, context.trustProxy);
    const verdict = ingest.limit.take(address, context.clock.now());
    if (!verdict.ok) {
      return reply
        .code(429)
        .header('retry-after', String(verdict.retryAfterSec))
        .send(failure(ApiCode.TooManyRequests, MESSAGES.tooManyRequests));
    }
    const header = request.headers.authorization ?? '';
    const given = /^Bearer (.+)$/.exec(header)?.[1]?.trim();
    if (!given) {
      return reply.code(401).send(failure(ApiCode.Unauthorized, INGEST_MESSAGES.keyMissing));
    }
    if (!timingSafeEqual(digest(given), key)) {
      return reply.code(401).send(failure(ApiCode.Unauthorized, INGEST_MESSAGES.keyWrong));
    }
    return undefined;
  };

  app.post(INGEST_MATCHES_PATH, { preHandler: admit }, async (request) =>
    success(await ingest.service.createMatch(request.body)),
  );
  app.post<{ Params: { match_id: string } }>(
    `${INGEST_MATCH_PATH}/events`,
    { preHandler: admit },
    async (request) =>
      success(await ingest.service.appendEvents(request.params.match_id, request.body)),
  );
  app.get<{ Params: { match_id: string } }>(
    INGEST_MATCH_PATH,
    { preHandler: admit },
    async (request) => success(ingest.service.status(request.params.match_id)),
  );
}
