import { CALLS } from '@kanqiu/core/contract/calls';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';
import { worldCalls } from '../world-calls';

/**
 * The league database page: `POST /api/league/list {}` (the competitions and their seasons) and
 * `POST /api/league/data {key, season?}` (one season's tables and rounds; without `season`, the newest), as of the replay's now.
 */
export function registerLeagueRoutes(app: FastifyInstance, context: ServerContext): void {
  const leagues = () => context.catalog.leagues?.() ?? [];
  contractRoute(app, CALLS.leagueList, leagues);
  contractRoute(app, CALLS.leagueData, ({ key, season }) => {
    const league = leagues().find((candidate) => candidate.key === key);
    if (!league) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownLeague);
    const wanted = season ?? league.seasons[0];
    const leagueData = worldCalls(context)?.leagueData ?? context.catalog.leagueData;
    const data = wanted === undefined ? undefined : leagueData?.(key, wanted);
    if (!data) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownSeason);
    return data;
  });
}
