import type * as v from 'valibot';
import { API_PATHS, type ModelKey } from '../api';
import { agreementRequestSchema, agreementSchema } from './agreement';
import { bannerListRequestSchema, bannerListResponseSchema } from './banner';
import { basketballOverviewSchema } from './basketball-overview';
import {
  basketballTeamInfoSchema,
  basketballTeamRequestSchema,
  basketballTeamScheduleSchema,
} from './basketball-team';
import { leagueDataRequestSchema, leagueDataSchema } from './league-data';
import { leagueListRequestSchema, leagueListSchema } from './league-list';
import { matchAnalysisSchema } from './match-analysis';
import { lineupSchema, matchRequestSchema } from './match-lineup';
import { matchListRequestSchema, matchListSchema } from './match-list';
import {
  modelCountRequestSchema,
  modelCountResponseSchema,
  modelDayRequestSchema,
  modelDayResponseSchema,
  modelInitRequestSchema,
  modelInitResponseSchema,
} from './model';
import { userSceneRequestSchema, userSceneResponseSchema } from './user-scene';
import { webLogRequestSchema } from './web-log';

/**
 * One HTTP call: its path, the schema of its body and the schema of the `data` of a successful
 * answer. The client and the server validate with the same two schemas.
 */
export interface CallContract<
  TRequest extends v.GenericSchema = v.GenericSchema,
  TResponse extends v.GenericSchema = v.GenericSchema,
> {
  readonly path: string;
  readonly request: TRequest;
  readonly response: TResponse;
}

/** What a call's body may hold, before defaults are applied. */
export type CallBody<TCall extends CallContract> = v.InferInput<TCall['request']>;
/** A call's body as the server reads it, defaults applied. */
export type CallRequest<TCall extends CallContract> = v.InferOutput<TCall['request']>;
/** The `data` of a call's successful answer. */
export type CallData<TCall extends CallContract> = v.InferOutput<TCall['response']>;

function call<TRequest extends v.GenericSchema, TResponse extends v.GenericSchema>(
  path: string,
  request: TRequest,
  response: TResponse,
): CallContract<TRequest, TResponse> {
  return { path, request, response };
}

/**
 * Every call of the app with one path (docs/contract.md §1). The model calls, one path per model,
 * are {@link modelDayCall} and {@link modelCountCall}.
 */
export const CALLS = {
  userScene: call(API_PATHS.userScene, userSceneRequestSchema, userSceneResponseSchema),
  modelInit: call(API_PATHS.modelInit, modelInitRequestSchema, modelInitResponseSchema),
  agreement: call(API_PATHS.agreement, agreementRequestSchema, agreementSchema),
  bannerList: call(API_PATHS.bannerList, bannerListRequestSchema, bannerListResponseSchema),
  matchList: call(API_PATHS.matchList, matchListRequestSchema, matchListSchema),
  matchLineup: call(API_PATHS.matchLineup, matchRequestSchema, lineupSchema),
  matchAnalysis: call(API_PATHS.matchAnalysis, matchRequestSchema, matchAnalysisSchema),
  leagueList: call(API_PATHS.leagueList, leagueListRequestSchema, leagueListSchema),
  leagueData: call(API_PATHS.leagueData, leagueDataRequestSchema, leagueDataSchema),
  basketballMatchOverview: call(
    API_PATHS.basketballMatchOverview,
    matchRequestSchema,
    basketballOverviewSchema,
  ),
  basketballTeamInfo: call(
    API_PATHS.basketballTeamInfo,
    basketballTeamRequestSchema,
    basketballTeamInfoSchema,
  ),
  basketballTeamSchedule: call(
    API_PATHS.basketballTeamSchedule,
    basketballTeamRequestSchema,
    basketballTeamScheduleSchema,
  ),
} as const;

/** The name of a call of {@link CALLS}. */
export type CallName = keyof typeof CALLS;

/**
 * The web-log call: its answer carries no data the client reads, so it has no response schema and
 * the client never validates it (a failing log must stay quiet).
 */
export const WEB_LOG_CALL = { path: API_PATHS.webLog, request: webLogRequestSchema } as const;

/** A model's some-day call: its picks of one day. */
export function modelDayCall(model: ModelKey) {
  return call(API_PATHS.modelDay[model], modelDayRequestSchema, modelDayResponseSchema);
}

/** A model's count call: its record over the last 10 or 20 settled picks. */
export function modelCountCall(model: ModelKey) {
  return call(API_PATHS.modelCount[model], modelCountRequestSchema, modelCountResponseSchema);
}
