import { DOWNLOAD_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '@kanqiu/core';
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
} from '@kanqiu/core/contract/base';
import * as v from 'valibot';
import { ValidationError } from '../http/errors';
import type { HttpClient } from '../http/http-client';
import { toValidationIssues } from '../validation-issues';

/** Per-call options of the API. */
export interface CallOptions {
  /** Aborts the call. */
  signal?: AbortSignal;
}

/**
 * A call that uploads a `multipart/form-data` body (`feedbackSubmitUpload`): its path, the schema of
 * the form's text fields and the schema of the answer's `data`.
 */
export interface UploadContract<
  TFields extends v.GenericSchema = v.GenericSchema,
  TResponse extends v.GenericSchema = v.GenericSchema,
> {
  readonly path: string;
  readonly fields: TFields;
  readonly response: TResponse;
}

/** A call answered with bytes (`feedbackImageDownload`): its path and the schema of its JSON body. */
export interface DownloadContract<TRequest extends v.GenericSchema = v.GenericSchema> {
  readonly path: string;
  readonly request: TRequest;
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
  /**
   * Uploads a form. Its text fields (every entry that is a string) are checked against
   * `contract.fields` before anything is sent (phase `request`); the files go as they are. The
   * answer is an envelope like any call's (token, web-log, toast and request-fail rules included),
   * its `data` checked against `contract.response`. Timeout: `UPLOAD_TIMEOUT_MS`.
   *
   * @example
   * const form = new FormData();
   * form.append('text', '比分刷新慢');
   * form.append('images', shrunkBlob, 'photo.jpg');
   * const ticket = await api.upload(feedbackSubmitUpload, form, { signal });
   */
  upload<TContract extends UploadContract>(
    contract: TContract,
    form: FormData,
    options?: CallOptions,
  ): Promise<v.InferOutput<TContract['response']>>;
  /**
   * Fetches bytes: the body is checked against `contract.request` and sent as JSON with the token;
   * a non-JSON answer resolves as a `Blob` (typed by its `Content-Type`), an error envelope rejects
   * like any call. Timeout: `DOWNLOAD_TIMEOUT_MS`.
   *
   * @example
   * const image = await api.fetchBytes(feedbackImageDownload, { ticket_no, index: 1 }, { signal });
   * img.src = URL.createObjectURL(image);
   */
  fetchBytes<TContract extends DownloadContract>(
    contract: TContract,
    body: v.InferInput<TContract['request']>,
    options?: CallOptions,
  ): Promise<Blob>;
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
    upload: async (contract, form, options) => {
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
      });
      checked(contract.path, contract.fields, fields);
      return client.request(contract.path, {
        form,
        schema: contract.response,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        ...(options?.signal ? { signal: options.signal } : {}),
      });
    },
    fetchBytes: async (contract, body, options) => {
      const request = checked(contract.path, contract.request, body);
      return client.download(contract.path, request, {
        timeoutMs: DOWNLOAD_TIMEOUT_MS,
        ...(options?.signal ? { signal: options.signal } : {}),
      });
    },
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
