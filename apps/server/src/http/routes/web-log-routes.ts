import { WEB_LOG_CALL } from '@kanqiu/core/contract/base';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import { ApiCode } from '../api-code';
import { clientAddress } from '../client-address';
import { failure, success } from '../envelope';
import { parseBody } from '../parse-body';
import type { ServerContext } from '../server-context';

/** Path of the debug view of the web-log ring. */
export const WEB_LOG_DEBUG_PATH = '/api/debug/weblog';

/**
 * `POST /api/web/webLog {type, content}` keeps a client's failure log in the bounded ring, at most a
 * burst and then a steady rate per client address (beyond: 429 with `Retry-After`);
 * `GET /api/debug/weblog` reads the ring back, newest first, only when the debug calls are on.
 */
export function registerWebLogRoutes(app: FastifyInstance, context: ServerContext): void {
  app.post(WEB_LOG_CALL.path, async (request, reply) => {
    const address = clientAddress(request.raw, context.trustProxy);
    const verdict = context.webLogLimit.take(address, context.clock.now());
    if (!verdict.ok) {
      return reply
        .code(429)
        .header('retry-after', String(verdict.retryAfterSec))
        .send(failure(ApiCode.TooManyRequests, MESSAGES.tooManyRequests));
    }
    const log = parseBody(WEB_LOG_CALL.request, request.body);
    context.webLog.add(log, context.clock.now(), request.headers['user-agent']);
    return success(null);
  });
  if (!context.debug) return;
  app.get(WEB_LOG_DEBUG_PATH, async () =>
    success({
      capacity: context.webLog.capacity,
      received: context.webLog.received,
      entries: context.webLog.list(),
    }),
  );
}
