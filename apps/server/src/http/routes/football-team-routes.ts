import { CALLS } from '@kanqiu/core/contract/calls';
import type { FootballTeamRequest } from '@kanqiu/core/contract/football';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import type { FootballCalls } from '../../data/reference-data';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';
import { worldCalls } from '../world-calls';

/**
 * The football calls of the catalog as of the replay's now (no result of a replayed match that has
 * not finished); one without football data answers as for an unknown team.
 */
function football(context: ServerContext): FootballCalls {
  const calls = worldCalls(context)?.football ?? context.catalog.football;
  if (!calls) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownTeam);
  return calls;
}

/** @throws ApiError 4004 `联赛不存在` for a competition key the league database does not have. */
function checkKey(context: ServerContext, request: FootballTeamRequest): FootballTeamRequest {
  const keys = (context.catalog.leagues?.() ?? []).map((league) => league.key);
  if (request.key !== undefined && !keys.includes(request.key)) {
    throw new ApiError(ApiCode.NotFound, MESSAGES.unknownLeague);
  }
  return request;
}

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownTeam);
  return value;
}

/**
 * The football team calls **(kanqiu design, docs/contract.md)**: `POST /api/football/team/info`,
 * `/team/schedule` and `/team/points` with `{team_id, key?, season?}`. An unknown team is 4004
 * `球队不存在`; an unknown competition key 4004 `联赛不存在`.
 */
export function registerFootballTeamRoutes(app: FastifyInstance, context: ServerContext): void {
  contractRoute(app, CALLS.footballTeamInfo, (request) => {
    const { team_id } = checkKey(context, request);
    return found(football(context).teamInfo(team_id));
  });
  contractRoute(app, CALLS.footballTeamSchedule, (request) => {
    const { team_id, key, season } = checkKey(context, request);
    return found(football(context).teamSchedule(team_id, { key, season }));
  });
  contractRoute(app, CALLS.footballTeamPoints, (request) => {
    const { team_id, key, season } = checkKey(context, request);
    return found(football(context).teamPoints(team_id, { key, season }));
  });
}
