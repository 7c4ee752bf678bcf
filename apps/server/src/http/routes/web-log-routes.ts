import { WEB_LOG_CALL } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import { success } from '../envelope';
import { parseBody } from '../parse-body';
import type { ServerContext } from '../server-context';

/** Path of the debug view of the web-log ring. */
export const WEB_LOG_DEBUG_PATH = '/api/debug/weblog';

/**
 * `POST /api/web/webLog {type, content}` keeps a client's failure log in the bounded ring;
 * `GET /api/debug/weblog` reads the ring back, newest first.
 */
export function registerWebLogRoutes(app: FastifyInstance, context: ServerContext): void {
  app.post(WEB_LOG_CALL.path, async (request) => {
    const log = parseBody(WEB_LOG_CALL.request, request.body);
    context.webLog.add(log, context.clock.now(), request.headers['user-agent']);
    return success(null);
  });
  app.get(WEB_LOG_DEBUG_PATH, async () =>
    success({
      capacity: context.webLog.capacity,
      received: context.webLog.received,
      entries: context.webLog.list(),
    }),
  );
}
