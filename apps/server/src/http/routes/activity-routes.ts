import { beijingDay, CHEER_LIMIT_MESSAGE } from '@kanqiu/core';
import { CALLS } from '@kanqiu/core/contract/calls';
import type { FastifyInstance } from 'fastify';
import { cheerBoard, cheerOpen, matchEntry } from '../../activity/cheer-board';
import { cheerRanking } from '../../activity/cheer-ranking';
import { cheerSchedule } from '../../activity/cheer-schedule';
import { ACTIVITY_REGULATION } from '../../content/activity-regulation';
import { MESSAGES } from '../../content/messages';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';
import { userContractRoute, writeCallRoute } from '../user-contract-route';
import { findMatch } from './match-routes';

/**
 * The activity area: a match's cheer board, cheering (3 a Beijing day), the ranking, the matches open
 * for cheering and the rules. Board, cheer and ranking need the caller's token; schedule and rules
 * do not.
 */
export function registerActivityRoutes(app: FastifyInstance, context: ServerContext): void {
  userContractRoute(app, context, CALLS.activityBoard, ({ match_id, team_id }, user) =>
    cheerBoard(context, findMatch(context, match_id), user.id, team_id),
  );

  writeCallRoute(app, context, CALLS.activityCheer, async ({ match_id, side }, user) => {
    const match = findMatch(context, match_id);
    if (!cheerOpen(matchEntry(context, match))) {
      throw new ApiError(ApiCode.CheerClosed, MESSAGES.cheerClosed);
    }
    const now = context.clock.now();
    const outcome = await context.store.addCheer({
      userId: user.id,
      matchId: match.match_id,
      side,
      teamId: (side === 'home' ? match.home_team : match.away_team).id,
      day: beijingDay(now),
      at: now,
    });
    if (!outcome.ok) throw new ApiError(ApiCode.CheerLimit, CHEER_LIMIT_MESSAGE);
    return cheerBoard(context, match, user.id);
  });

  userContractRoute(app, context, CALLS.activityRanking, ({ match_id }, user) => {
    const matches =
      match_id === undefined ? context.provider.list() : [findMatch(context, match_id)];
    return cheerRanking(context, matches, user.id, match_id ?? null);
  });

  contractRoute(app, CALLS.activitySchedule, () => cheerSchedule(context));
  contractRoute(app, CALLS.activityRegulation, () => ACTIVITY_REGULATION);
}
