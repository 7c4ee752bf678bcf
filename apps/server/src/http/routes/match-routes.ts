import { KANQIU_API_PATHS } from '@kanqiu/core';
import { matchRequestSchema } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import type { ReplayMatch } from '../../data/catalog';
import { matchList } from '../../replay/match-list';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { success } from '../envelope';
import { parseBody } from '../parse-body';
import type { ServerContext } from '../server-context';
import { matchListRequestSchema } from './match-list-request-schema';

/**
 * The match calls the pages need beyond seed §7: the list of replayed matches (GET with query or
 * POST with body, optional `sport` and `state` filters), and each match's lineup and data board.
 */
export function registerMatchRoutes(app: FastifyInstance, context: ServerContext): void {
  const list = (input: unknown) => {
    const filter = parseBody(matchListRequestSchema, input);
    const entries = matchList(context.catalog.matches, context.schedule, context.clock.now());
    return success({
      server_time: context.clock.now(),
      speed: context.schedule.speed,
      matches: entries.filter(
        (entry) =>
          (!filter.sport || entry.sport === filter.sport) &&
          (!filter.state || entry.state === filter.state),
      ),
    });
  };
  app.get(KANQIU_API_PATHS.matchList, async (request) => list(request.query));
  app.post(KANQIU_API_PATHS.matchList, async (request) => list(request.body));

  app.post(KANQIU_API_PATHS.matchLineup, async (request) => {
    const match = findMatch(context, request.body);
    // The lineup as it stands now in the replay: goals, cards and substitutions only once they happened.
    const position = context.schedule.position(match.id, context.clock.now());
    const t = Math.min(position.t, match.durationSec);
    return success(match.lineupAt ? match.lineupAt(t) : match.lineup());
  });
  app.post(KANQIU_API_PATHS.matchAnalysis, async (request) =>
    success(findMatch(context, request.body).analysis()),
  );
}

/** The match a `{match_id}` body names. @throws ApiError 4001 for a bad body, 4004 for no such match. */
export function findMatch(context: ServerContext, body: unknown): ReplayMatch {
  const { match_id } = parseBody(matchRequestSchema, body);
  const match = context.catalog.matches.find((candidate) => candidate.id === match_id);
  if (!match) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownMatch);
  return match;
}
