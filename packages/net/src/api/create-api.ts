import {
  API_PATHS,
  BANNER_SHOW_PLACE_DEFAULT,
  type BannerShowPlace,
  MODEL_PATHS,
  type ModelKey,
  SESSION_FILTER_DEFAULT,
  type SessionFilter,
} from '@kanqiu/core';
import {
  type Agreement,
  type AgreementType,
  agreementRequestSchema,
  agreementSchema,
  type Banner,
  bannerListRequestSchema,
  bannerListResponseSchema,
  type ModelCount,
  type ModelDay,
  type ModelInit,
  modelCountRequestSchema,
  modelCountResponseSchema,
  modelDayRequestSchema,
  modelDayResponseSchema,
  modelInitRequestSchema,
  modelInitResponseSchema,
  type UserSceneRequest,
  type UserSceneResponse,
  userSceneRequestSchema,
  userSceneResponseSchema,
  type WebLogRequest,
  webLogRequestSchema,
} from '@kanqiu/core/contract';
import * as v from 'valibot';
import { ValidationError } from '../http/errors';
import type { HttpClient } from '../http/http-client';
import { NET_MESSAGES } from '../messages';
import { toValidationIssues } from '../validation-issues';

/** Per-call options of the endpoint functions. */
export interface CallOptions {
  /** Aborts the call. */
  signal?: AbortSignal;
}

/**
 * The typed calls of seed §7 (docs/contract.md §1). Every body is checked against its contract
 * schema before it is sent and every `data` after it arrives; a mismatch rejects with a
 * `ValidationError` (`phase` says which side).
 */
export interface KanqiuApi {
  /** `POST /api/banner/getList`: the advert banners of a place (default 3, every place). */
  bannerList(showPlace?: BannerShowPlace, options?: CallOptions): Promise<Banner[]>;
  /** `POST /api/user/xy`: an agreement's text. */
  agreement(type: AgreementType, options?: CallOptions): Promise<Agreement>;
  /** `POST /api/mod/modInit`: the models and the days with picks. */
  modelInit(options?: CallOptions): Promise<ModelInit>;
  /** A model's some-day call: its picks of `date` (`YYYY-MM-DD`). */
  modelDay(model: ModelKey, date: string, options?: CallOptions): Promise<ModelDay>;
  /** A model's count call: its record over the last `sessions` (10 or 20, default 10) picks. */
  modelCount(model: ModelKey, sessions?: SessionFilter, options?: CallOptions): Promise<ModelCount>;
  /**
   * `POST /api/user/userScene`: with `client_id`, subscribes that socket connection to `scene`;
   * without, only loads the scene's current data.
   */
  userScene(request: UserSceneRequest, options?: CallOptions): Promise<UserSceneResponse>;
  /** `POST /api/web/webLog`: a quiet call (it never logs, toasts or sets the request-fail flag). */
  webLog(request: WebLogRequest, options?: CallOptions): Promise<void>;
}

function checkRequest<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body);
  if (!result.success) {
    throw new ValidationError(
      { url: path, method: 'POST' },
      'request',
      toValidationIssues(result.issues),
    );
  }
  return result.output;
}

function modelPaths(model: ModelKey): { day: string; count: string } {
  const paths = Object.hasOwn(MODEL_PATHS, model) ? MODEL_PATHS[model] : undefined;
  if (!paths) {
    throw new ValidationError({ url: String(model), method: 'POST' }, 'request', [
      { path: 'model', message: NET_MESSAGES.unknownModel(String(model)) },
    ]);
  }
  return paths;
}

/**
 * Binds the endpoint functions to a client.
 *
 * @example
 * const api = createApi(client);
 * const banners = await api.bannerList();
 * const record = await api.modelCount('js', 20);
 */
export function createApi(client: HttpClient): KanqiuApi {
  const call = async <TSchema extends v.GenericSchema>(
    path: string,
    requestSchema: v.GenericSchema,
    body: unknown,
    responseSchema: TSchema,
    options: CallOptions | undefined,
  ): Promise<v.InferOutput<TSchema>> => {
    const checked = checkRequest(path, requestSchema, body);
    return client.post(path, checked, {
      schema: responseSchema,
      ...(options?.signal ? { signal: options.signal } : {}),
    });
  };

  return {
    bannerList: (showPlace = BANNER_SHOW_PLACE_DEFAULT, options) =>
      call(
        API_PATHS.bannerList,
        bannerListRequestSchema,
        { show_place: showPlace },
        bannerListResponseSchema,
        options,
      ),
    agreement: (type, options) =>
      call(API_PATHS.agreement, agreementRequestSchema, { type }, agreementSchema, options),
    modelInit: (options) =>
      call(API_PATHS.modelInit, modelInitRequestSchema, {}, modelInitResponseSchema, options),
    modelDay: async (model, date, options) =>
      call(modelPaths(model).day, modelDayRequestSchema, { date }, modelDayResponseSchema, options),
    modelCount: async (model, sessions = SESSION_FILTER_DEFAULT, options) =>
      call(
        modelPaths(model).count,
        modelCountRequestSchema,
        { sessions },
        modelCountResponseSchema,
        options,
      ),
    userScene: (request, options) =>
      call(API_PATHS.userScene, userSceneRequestSchema, request, userSceneResponseSchema, options),
    webLog: async (request, options) => {
      const body = checkRequest(API_PATHS.webLog, webLogRequestSchema, request);
      await client.post(API_PATHS.webLog, body, {
        quiet: true,
        ...(options?.signal ? { signal: options.signal } : {}),
      });
    },
  };
}
