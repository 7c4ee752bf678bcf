import {
  type CallBody,
  type CallContract,
  type CallData,
  type ScenePageBase,
  type ScenePush,
  type SceneSpec,
  userSceneCall,
  WEB_LOG_CALL,
  type WebLogRequest,
} from '@kanqiu/core/contract';
import * as v from 'valibot';
import { ValidationError } from '../http/errors';
import type { HttpClient } from '../http/http-client';
import { toValidationIssues } from '../validation-issues';

/** Per-call options of the API. */
export interface CallOptions {
  /** Aborts the call. */
  signal?: AbortSignal;
}

/** A call's body argument: optional when every field of the body is. */
export type CallArgs<TCall extends CallContract> =
  Partial<CallBody<TCall>> extends CallBody<TCall>
    ? [body?: CallBody<TCall>, options?: CallOptions]
    : [body: CallBody<TCall>, options?: CallOptions];

/**
 * The app's calls (docs/contract.md §1). Every call is a contract of `@kanqiu/core/contract`
 * (`matchLineupCall`, `modelDayCall('js')`, …): its body is checked against the request schema
 * before it is sent (a mismatch rejects with a `ValidationError`, phase `request`, and nothing is
 * sent) and the answer's `data` against the response schema (phase `response`). Pages only use this:
 * they never build a URL nor call the client, and a route's bundle holds only the schemas of the
 * calls it imports.
 */
export interface KanqiuApi {
  /**
   * Makes a call of the contract.
   *
   * @example
   * const lineup = await api.call(matchLineupCall, { match_id: '2058017' }, { signal });
   * const record = await api.call(modelCountCall('js'), { sessions: 20 });
   */
  call<TCall extends CallContract>(call: TCall, ...args: CallArgs<TCall>): Promise<CallData<TCall>>;
  /** `POST /api/web/webLog`: a quiet call (it never logs, toasts or sets the request-fail flag). */
  webLog(request: WebLogRequest, options?: CallOptions): Promise<void>;
  /**
   * The current page of a scene without subscribing a socket (pages that keep none), checked
   * against the scene's push schema; `null` when the scene has no page yet.
   */
  sceneSnapshot<TPage extends ScenePageBase>(
    spec: SceneSpec<TPage>,
    options?: CallOptions,
  ): Promise<ScenePush<TPage> | null>;
}

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

/**
 * Binds the API to a client.
 *
 * @example
 * const api = createApi(client);
 * const banners = await api.call(bannerListCall);
 */
export function createApi(client: HttpClient): KanqiuApi {
  const call = async <TCall extends CallContract>(
    contract: TCall,
    ...[body, options]: CallArgs<TCall>
  ): Promise<CallData<TCall>> => {
    const request = checked(contract.path, contract.request, body ?? {});
    return client.post(contract.path, request, {
      schema: contract.response,
      ...(options?.signal ? { signal: options.signal } : {}),
    });
  };
  return {
    call,
    webLog: async (request, options) => {
      const body = checked(WEB_LOG_CALL.path, WEB_LOG_CALL.request, request);
      await client.post(WEB_LOG_CALL.path, body, {
        quiet: true,
        ...(options?.signal ? { signal: options.signal } : {}),
      });
    },
    sceneSnapshot: async (spec, options) => {
      const { page } = await call(userSceneCall, { scene: spec.scene }, options);
      if (page === null || page === undefined) return null;
      return checked(userSceneCall.path, spec.push, page, 'response');
    },
  };
}
