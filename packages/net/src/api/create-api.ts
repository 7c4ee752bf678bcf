import type { ModelKey } from '@kanqiu/core';
import {
  CALLS,
  type CallBody,
  type CallContract,
  type CallData,
  type CallName,
  modelCountCall,
  modelDayCall,
  type ScenePageBase,
  type ScenePush,
  type SceneSpec,
  WEB_LOG_CALL,
  type WebLogRequest,
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

/** One call of the table: its body (optional when every field is), its `data`. */
export type ApiCall<TCall extends CallContract> =
  Partial<CallBody<TCall>> extends CallBody<TCall>
    ? (body?: CallBody<TCall>, options?: CallOptions) => Promise<CallData<TCall>>
    : (body: CallBody<TCall>, options?: CallOptions) => Promise<CallData<TCall>>;

/**
 * Every call the app makes (docs/contract.md §1), typed from the contract. A body is checked against
 * its request schema before it is sent (a mismatch rejects with a `ValidationError`, phase
 * `request`, and nothing is sent) and the answer's `data` against its response schema (phase
 * `response`). Pages use these functions only: they never build a URL nor call the client.
 */
export type KanqiuApi = { [K in CallName]: ApiCall<(typeof CALLS)[K]> } & {
  /** A model's some-day call: its picks of one day (`{date: 'YYYY-MM-DD'}`). */
  modelDay: (
    model: ModelKey,
    body: CallBody<ReturnType<typeof modelDayCall>>,
    options?: CallOptions,
  ) => Promise<CallData<ReturnType<typeof modelDayCall>>>;
  /** A model's count call: its record over the last 10 (default) or 20 settled picks. */
  modelCount: (
    model: ModelKey,
    body?: CallBody<ReturnType<typeof modelCountCall>>,
    options?: CallOptions,
  ) => Promise<CallData<ReturnType<typeof modelCountCall>>>;
  /** `POST /api/web/webLog`: a quiet call (it never logs, toasts or sets the request-fail flag). */
  webLog: (request: WebLogRequest, options?: CallOptions) => Promise<void>;
  /**
   * The current page of a scene without subscribing a socket (pages that keep none), checked
   * against the scene's push schema; `null` when the scene has no page yet.
   */
  sceneSnapshot: <TPage extends ScenePageBase>(
    spec: SceneSpec<TPage>,
    options?: CallOptions,
  ) => Promise<ScenePush<TPage> | null>;
};

function checked<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  body: unknown,
  phase: 'request' | 'response' = 'request',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body);
  if (!result.success) {
    throw new ValidationError(
      { url: path, method: 'POST' },
      phase,
      toValidationIssues(result.issues),
    );
  }
  return result.output;
}

function modelKey(model: ModelKey): ModelKey {
  if (!Object.hasOwn(CALLS_BY_MODEL, model)) {
    throw new ValidationError({ url: String(model), method: 'POST' }, 'request', [
      { path: 'model', message: NET_MESSAGES.unknownModel(String(model)) },
    ]);
  }
  return model;
}

const CALLS_BY_MODEL: Readonly<Record<ModelKey, true>> = {
  js: true,
  zc: true,
  pk: true,
  sq: true,
  gm: true,
};

/**
 * Binds every call of the contract to a client.
 *
 * @example
 * const api = createApi(client);
 * const banners = await api.bannerList();
 * const lineup = await api.matchLineup({ match_id: '2058017' });
 * const record = await api.modelCount('js', { sessions: 20 });
 */
export function createApi(client: HttpClient): KanqiuApi {
  const send = async <TCall extends CallContract>(
    contract: TCall,
    body: unknown,
    options: CallOptions | undefined,
  ): Promise<CallData<TCall>> => {
    const request = checked(contract.path, contract.request, body ?? {});
    return client.post(contract.path, request, {
      schema: contract.response,
      ...(options?.signal ? { signal: options.signal } : {}),
    });
  };

  const table = Object.fromEntries(
    (Object.keys(CALLS) as CallName[]).map((name) => [
      name,
      (body: unknown, options?: CallOptions) => send(CALLS[name], body, options),
    ]),
  ) as { [K in CallName]: ApiCall<(typeof CALLS)[K]> };

  return {
    ...table,
    modelDay: async (model, body, options) => send(modelDayCall(modelKey(model)), body, options),
    modelCount: async (model, body, options) =>
      send(modelCountCall(modelKey(model)), body, options),
    webLog: async (request, options) => {
      const body = checked(WEB_LOG_CALL.path, WEB_LOG_CALL.request, request);
      await client.post(WEB_LOG_CALL.path, body, {
        quiet: true,
        ...(options?.signal ? { signal: options.signal } : {}),
      });
    },
    sceneSnapshot: async (spec, options) => {
      const { page } = await send(CALLS.userScene, { scene: spec.scene }, options);
      if (page === null || page === undefined) return null;
      return checked(CALLS.userScene.path, spec.push, page, 'response');
    },
  };
}
