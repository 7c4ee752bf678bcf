import { CALLS } from '@kanqiu/core/contract/calls';
import type { FastifyInstance } from 'fastify';
import { worldClock } from '../../world/world-clock';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';

/**
 * `POST /api/world/clock`: what "now" is in every competition served (docs/contract.md): the
 * replay's cycle, day and matches, a live match's real time, the day a history's data ends.
 */
export function registerWorldRoutes(app: FastifyInstance, context: ServerContext): void {
  contractRoute(app, CALLS.worldClock, () =>
    worldClock({
      entries: context.provider.list(),
      isReplayed: (matchId) => context.provider.seeker?.bounds(matchId) !== undefined,
      historyEnds: context.catalog.historyEnds?.() ?? [],
      now: context.clock.now(),
    }),
  );
}
