import type { FastifyInstance } from 'fastify';
import { success } from '../envelope';
import type { ServerContext } from '../server-context';

/** Path of the readiness probe. */
export const HEALTH_PATH = '/healthz';

/** `GET /healthz`: answers once the catalog is loaded and the server listens. */
export function registerHealthRoute(app: FastifyInstance, context: ServerContext): void {
  app.get(HEALTH_PATH, async () => {
    const facts = context.provider.facts();
    return success({
      status: 'ready',
      uptime_sec: Math.floor((context.clock.now() - context.startedAt) / 1000),
      matches: facts.matches,
      clients: context.sockets.clientCount,
      replay_speed: facts.speed,
      replay_seed: facts.seed,
    });
  });
}
