import { CALLS } from '@kanqiu/core/contract/calls';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';
import { findMatch } from './match-routes';

/**
 * The NBA calls beyond the match scenes (docs/contract.md): a replayed game's overview
 * (`{match_id}`), and a team's info and schedule (`{team_id}`, ESPN's team id). An id the data does
 * not have is 4004; a football match asked as a basketball one is 4004 too.
 */
export function registerBasketballRoutes(app: FastifyInstance, context: ServerContext): void {
  contractRoute(app, CALLS.basketballMatchOverview, ({ match_id }) => {
    const match = findMatch(context, match_id);
    if (match.sport !== 'basketball') {
      throw new ApiError(ApiCode.NotFound, MESSAGES.notBasketballMatch);
    }
    const overview = context.catalog.basketball?.overview(match_id);
    if (!overview) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownMatch);
    return overview;
  });
  contractRoute(app, CALLS.basketballTeamInfo, ({ team_id }) => {
    const info = context.catalog.basketball?.teamInfo(team_id);
    if (!info) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownBasketballTeam);
    return info;
  });
  contractRoute(app, CALLS.basketballTeamSchedule, ({ team_id }) => {
    const schedule = context.catalog.basketball?.teamSchedule(team_id);
    if (!schedule) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownBasketballTeam);
    return schedule;
  });
}
