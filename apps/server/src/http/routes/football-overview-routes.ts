import { CALLS } from '@kanqiu/core/contract/calls';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';

/**
 * `POST /api/football/match/overview {match_id}` **(kanqiu design, docs/contract.md)**: a replayed
 * match by its Wyscout id or any match of the results history by its id there; an unknown match is
 * 4004 `比赛不存在`. A served match's result shows only once it has finished.
 */
export function registerFootballOverviewRoutes(app: FastifyInstance, context: ServerContext): void {
  contractRoute(app, CALLS.footballMatchOverview, ({ match_id }) => {
    const overview = context.provider.overview(match_id);
    if (!overview) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownMatch);
    return overview;
  });
}
