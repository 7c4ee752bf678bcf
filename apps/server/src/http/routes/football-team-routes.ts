import { KANQIU_API_PATHS } from '@kanqiu/core';
import { type FootballTeamRequest, footballTeamRequestSchema } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import type { FootballCalls } from '../../data/catalog';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { success } from '../envelope';
import { parseBody } from '../parse-body';
import type { ServerContext } from '../server-context';

/** The calls of a catalog without football data answer as for an unknown team. */
function football(context: ServerContext): FootballCalls {
  const calls = context.catalog.football;
  if (!calls) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownTeam);
  return calls;
}

/** The body of a team call, with a known competition key. @throws ApiError 4001 / 4004. */
function teamRequest(context: ServerContext, body: unknown): FootballTeamRequest {
  const request = parseBody(footballTeamRequestSchema, body);
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
  app.post(KANQIU_API_PATHS.footballTeamInfo, async (request) => {
    const { team_id } = teamRequest(context, request.body);
    return success(found(football(context).teamInfo(team_id)));
  });
  app.post(KANQIU_API_PATHS.footballTeamSchedule, async (request) => {
    const { team_id, key, season } = teamRequest(context, request.body);
    return success(found(football(context).teamSchedule(team_id, { key, season })));
  });
  app.post(KANQIU_API_PATHS.footballTeamPoints, async (request) => {
    const { team_id, key, season } = teamRequest(context, request.body);
    return success(found(football(context).teamPoints(team_id, { key, season })));
  });
}
