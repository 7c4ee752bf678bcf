import { KANQIU_API_PATHS } from '@kanqiu/core';
import { leagueDataRequestSchema } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { MESSAGES } from '../../content/messages';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { success } from '../envelope';
import { parseBody } from '../parse-body';
import type { ServerContext } from '../server-context';

/**
 * The league database page: `POST /api/league/list {}` (the competitions and their seasons) and
 * `POST /api/league/data {key, season?}` (one season's tables and rounds; without `season`, the newest).
 */
export function registerLeagueRoutes(app: FastifyInstance, context: ServerContext): void {
  const leagues = () => context.catalog.leagues?.() ?? [];
  app.post(KANQIU_API_PATHS.leagueList, async (request) => {
    parseBody(v.object({}), request.body);
    return success(leagues());
  });
  app.post(KANQIU_API_PATHS.leagueData, async (request) => {
    const { key, season } = parseBody(leagueDataRequestSchema, request.body);
    const league = leagues().find((candidate) => candidate.key === key);
    if (!league) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownLeague);
    const wanted = season ?? league.seasons[0];
    const data = wanted === undefined ? undefined : context.catalog.leagueData?.(key, wanted);
    if (!data) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownSeason);
    return success(data);
  });
}
