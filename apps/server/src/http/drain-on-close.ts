import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../content/messages';
import { ApiCode } from './api-code';
import { failure } from './envelope';

/** Seconds a request refused during a shutdown is told to wait (a restart takes about that long). */
const CLOSING_RETRY_S = 5;
const POLL_MS = 50;

/**
 * Drains the server on close (docs/reliability.md §1): from the moment a shutdown begins, every new
 * request, on a new connection as on a kept-alive one, is answered 503 `5030` with `Retry-After`
 * and `Connection: close`, while the listener stays open until the requests in flight are done or
 * `graceMs` passed. Without it a new connection would meet a closed port.
 */
export function drainOnClose(app: FastifyInstance, graceMs: number): void {
  let closing = false;
  let inFlight = 0;
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) {
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', String(CLOSING_RETRY_S))
        .send(failure(ApiCode.Unavailable, MESSAGES.unavailable));
    }
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    const deadline = Date.now() + graceMs;
    while (inFlight > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  });
}
