import { KANQIU_API_PATHS } from '@kanqiu/core';
import { basketballTeamRequestSchema, matchRequestSchema } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { success } from '../envelope';
import { parseBody } from '../parse-body';
import type { ServerContext } from '../server-context';

/**
 * The NBA calls beyond the match scenes (docs/contract.md): a replayed game's overview
 * (`{match_id}`), and a team's info and schedule (`{team_id}`, ESPN's team id). An id the data does
 * not have is 4004; a football match asked as a basketball one is 4004 too.
 */
export function registerBasketballRoutes(app: FastifyInstance, context: ServerContext): void {
  app.post(KANQIU_API_PATHS.basketballMatchOverview, async (request) => {
    const { match_id } = parseBody(matchRequestSchema, request.body);
    const match = context.catalog.matches.find((candidate) => candidate.id === match_id);
    if (!match) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownMatch);
    if (match.sport !== 'basketball') {
      throw new ApiError(ApiCode.NotFound, MESSAGES.notBasketballMatch);
    }
    const overview = context.catalog.basketball?.overview(match_id);
    if (!overview) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownMatch);
    return success(overview);
  });
  app.post(KANQIU_API_PATHS.basketballTeamInfo, async (request) => {
    const { team_id } = parseBody(basketballTeamRequestSchema, request.body);
    const info = context.catalog.basketball?.teamInfo(team_id);
    if (!info) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownBasketballTeam);
    return success(info);
  });
  app.post(KANQIU_API_PATHS.basketballTeamSchedule, async (request) => {
    const { team_id } = parseBody(basketballTeamRequestSchema, request.body);
    const schedule = context.catalog.basketball?.teamSchedule(team_id);
    if (!schedule) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownBasketballTeam);
    return success(schedule);
  });
}
