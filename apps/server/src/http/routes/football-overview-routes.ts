import { CALLS } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';

/**
 * `POST /api/football/match/overview {match_id}` **(kanqiu design, docs/contract.md)**: a replayed
 * match by its Wyscout id or any match of the results history by its id there; an unknown match is
 * 4004 `比赛不存在`. A replayed match's result shows only once its replay has finished.
 */
export function registerFootballOverviewRoutes(app: FastifyInstance, context: ServerContext): void {
  contractRoute(app, CALLS.footballMatchOverview, ({ match_id }) => {
    const now = context.clock.now();
    const overview = context.catalog.football?.matchOverview(match_id, (replayId) =>
      context.schedule.has(replayId) ? context.schedule.position(replayId, now).state : null,
    );
    if (!overview) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownMatch);
    return overview;
  });
}
