import { beijingDay, CHEER_LIMIT_MESSAGE, KANQIU_API_PATHS } from '@kanqiu/core';
import {
  cheerBoardRequestSchema,
  cheerRankingRequestSchema,
  cheerRequestSchema,
} from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import { cheerBoard, cheerOpen, matchEntry } from '../../activity/cheer-board';
import { cheerRanking } from '../../activity/cheer-ranking';
import { cheerSchedule } from '../../activity/cheer-schedule';
import { ACTIVITY_REGULATION } from '../../content/activity-regulation';
import { MESSAGES } from '../../content/messages';
import type { ReplayMatch } from '../../data/catalog';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { success } from '../envelope';
import { parseBody } from '../parse-body';
import type { ServerContext } from '../server-context';
import { requireUser } from '../user-auth';

/**
 * The activity area: a match's cheer board, cheering (3 a Beijing day), the ranking, the matches open
 * for cheering and the rules. Board, cheer and ranking need the caller's token; schedule and rules
 * do not.
 */
export function registerActivityRoutes(app: FastifyInstance, context: ServerContext): void {
  const findMatch = (id: string): ReplayMatch => {
    const match = context.catalog.matches.find((candidate) => candidate.id === id);
    if (!match) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownMatch);
    return match;
  };

  app.post(KANQIU_API_PATHS.activityBoard, async (request) => {
    const user = await requireUser(request, context);
    const { match_id, team_id } = parseBody(cheerBoardRequestSchema, request.body);
    return success(await cheerBoard(context, findMatch(match_id), user.id, team_id));
  });

  app.post(KANQIU_API_PATHS.activityCheer, async (request) => {
    const user = await requireUser(request, context);
    const { match_id, side } = parseBody(cheerRequestSchema, request.body);
    const match = findMatch(match_id);
    if (!cheerOpen(matchEntry(context, match))) {
      throw new ApiError(ApiCode.CheerClosed, MESSAGES.cheerClosed);
    }
    const now = context.clock.now();
    const outcome = await context.store.addCheer({
      userId: user.id,
      matchId: match.id,
      side,
      teamId: match[side].id,
      day: beijingDay(now),
      at: now,
    });
    if (!outcome.ok) throw new ApiError(ApiCode.CheerLimit, CHEER_LIMIT_MESSAGE);
    return success(await cheerBoard(context, match, user.id));
  });

  app.post(KANQIU_API_PATHS.activityRanking, async (request) => {
    const user = await requireUser(request, context);
    const { match_id } = parseBody(cheerRankingRequestSchema, request.body);
    const matches = match_id === undefined ? context.catalog.matches : [findMatch(match_id)];
    return success(await cheerRanking(context, matches, user.id, match_id ?? null));
  });

  app.post(KANQIU_API_PATHS.activitySchedule, async () => success(await cheerSchedule(context)));
  app.post(KANQIU_API_PATHS.activityRegulation, async () => success(ACTIVITY_REGULATION));
}
