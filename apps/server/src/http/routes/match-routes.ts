import { API_PATHS } from '@kanqiu/core';
import { CALLS, type MatchListRequest } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import type { ReplayMatch } from '../../data/catalog';
import { matchList } from '../../replay/match-list';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { contractRoute } from '../contract-route';
import { success } from '../envelope';
import { parseBody } from '../parse-body';
import type { ServerContext } from '../server-context';

/**
 * The match calls the pages need beyond the product's interface: the list of replayed matches
 * (POST with body, or GET with query for a browser or `curl`; optional `sport` and `state` filters),
 * and each match's lineup and data board.
 */
export function registerMatchRoutes(app: FastifyInstance, context: ServerContext): void {
  const list = (filter: MatchListRequest) => {
    const entries = matchList(context.catalog.matches, context.schedule, context.clock.now());
    return {
      server_time: context.clock.now(),
      speed: context.schedule.speed,
      matches: entries.filter(
        (entry) =>
          (!filter.sport || entry.sport === filter.sport) &&
          (!filter.state || entry.state === filter.state),
      ),
    };
  };
  contractRoute(app, CALLS.matchList, list);
  app.get(API_PATHS.matchList, async (request) =>
    success(list(parseBody(CALLS.matchList.request, request.query))),
  );

  contractRoute(app, CALLS.matchLineup, ({ match_id }) => {
    const match = findMatch(context, match_id);
    // The lineup as it stands now in the replay: goals, cards and substitutions only once they happened.
    const position = context.schedule.position(match.id, context.clock.now());
    const t = Math.min(position.t, match.durationSec);
    return match.lineupAt ? match.lineupAt(t) : match.lineup();
  });
  contractRoute(app, CALLS.matchAnalysis, ({ match_id }) =>
    findMatch(context, match_id).analysis(),
  );
}

/** The replayed match of an id. @throws ApiError 4004 for no such match. */
export function findMatch(context: ServerContext, matchId: string): ReplayMatch {
  const match = context.catalog.matches.find((candidate) => candidate.id === matchId);
  if (!match) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownMatch);
  return match;
}
