import type { FastifyInstance } from 'fastify';
import { success } from '../envelope';
import type { ServerContext } from '../server-context';

/** Path of the readiness probe. */
export const HEALTH_PATH = '/healthz';

/** `GET /healthz`: answers once the catalog is loaded and the server listens. */
export function registerHealthRoute(app: FastifyInstance, context: ServerContext): void {
  app.get(HEALTH_PATH, async () =>
    success({
      status: 'ready',
      uptime_sec: Math.floor((context.clock.now() - context.startedAt) / 1000),
      matches: context.catalog.matches.length,
      clients: context.sockets.clientCount,
      replay_speed: context.schedule.speed,
      replay_seed: context.schedule.seed,
    }),
  );
}
