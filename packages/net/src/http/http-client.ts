import {
  API_PATHS,
  API_SUCCESS_CODE,
  ApiCode,
  isSilentBusinessMessage,
  REQUEST_TIMEOUT_MS,
} from '@kanqiu/core';
import { apiEnvelopeSchema } from '@kanqiu/core/contract/base';
import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import { createEmitter, type Listener, type Unsubscribe } from '../emitter';
import { consoleLogger, type Logger } from '../logger';
import { NET_MESSAGES } from '../messages';
import { defaultTokenStorage, readAuthorization, type TokenStorage } from './authorization';
import { BusinessError, NetworkError, NotFoundError, TimeoutError } from './errors';
import { type CallContext, prepareRequest } from './prepare-request';
import {
  type RawEnvelope,
  readEnvelope,
  refusedStatus,
  requestInfo,
  toRequestError,
} from './read-response';
import type { RequestOptions, RequestResult } from './request-options';
import { webLogBody } from './web-log';

/** Configuration of {@link createHttpClient}. */
export interface HttpClientOptions {
  /**
   * Base URL of the API, joined with each path (`https://api.example.com` + `/api/user/xy`). Comes
   * from the app's configuration; `''` means the page's own origin.
   */
  baseUrl: string;
  /** Timeout of a whole request (response and body), in ms. @default REQUEST_TIMEOUT_MS (60 s) */
  timeoutMs?: number;
  /** Where the host's token is kept. @default globalThis.localStorage */
  storage?: TokenStorage | null;
  /** The `fetch` to use. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Which statuses count as a response to read. @default 200–299 */
  validateStatus?: (status: number) => boolean;
  /** Where log lines go. @default console */
  logger?: Logger;
  /** Shorthand for `client.on('toast', …)`. */
  onToast?: (message: string) => void;
  /** Shorthand for `client.on('requestFail', …)`. */
  onRequestFailChange?: (failed: boolean) => void;
}

/** Events of the HTTP client. */
export interface HttpClientEvents extends Record<string, unknown> {
  /** A business message to show the user (never the cheer-limit message). */
  toast: string;
  /** The request-fail flag changed: `true` after a network failure, `false` after any response. */
  requestFail: boolean;
}

/** The configured HTTP client: one per app. */
export interface HttpClient {
  /** Sends a request and resolves with the envelope's `data` when `code` is 1. */
  request<TSchema extends v.GenericSchema | undefined = undefined>(
    path: string,
    options?: RequestOptions<TSchema>,
  ): Promise<RequestResult<TSchema>>;
  /** `POST path` with `data` as the JSON body. */
  post<TSchema extends v.GenericSchema | undefined = undefined>(
    path: string,
    data?: unknown,
    options?: Omit<RequestOptions<TSchema>, 'data' | 'method'>,
  ): Promise<RequestResult<TSchema>>;
  /**
   * `POST path` with `data` as the JSON body, for a call that answers with bytes (an image): resolves
   * with them as a `Blob` typed by the response. An answer in JSON is read as the envelope, so an error
   * envelope rejects, web-logs and toasts like any call.
   */
  download(
    path: string,
    data?: unknown,
    options?: Omit<RequestOptions, 'data' | 'method' | 'form' | 'schema'>,
  ): Promise<Blob>;
  /** True since the last network failure, until the next response of any status. */
  readonly requestFailed: boolean;
  /** Listens to `toast` and `requestFail`; returns the unsubscribe. */
  on<K extends keyof HttpClientEvents>(
    event: K,
    listener: Listener<HttpClientEvents[K]>,
  ): Unsubscribe;
  /** The underlying ky instance: prefix, timeout, the Bearer token and the envelope rules as hooks. */
  readonly ky: KyInstance;
}

const isOk = (status: number) => status >= 200 && status <= 299;
const isJson = (response: Response) =>
  (response.headers.get('content-type') ?? '').toLowerCase().includes('json');
const anyDataEnvelope = apiEnvelopeSchema(v.unknown());
const envelopeSchemas = new WeakMap<v.GenericSchema, v.GenericSchema>();

/** The envelope of a successful answer whose `data` is checked by `schema` (built once per schema). */
function successEnvelope(schema: v.GenericSchema): v.GenericSchema {
  let envelope = envelopeSchemas.get(schema);
  if (!envelope) {
    envelope = apiEnvelopeSchema(schema);
    envelopeSchemas.set(schema, envelope);
  }
  return envelope;
}

/**
 * Creates the HTTP client of docs/behaviour.md §7–§8 on ky. ky does the transport: the prefix URL,
 * the timeout, the query, JSON bodies and status errors. Three hooks add the product's rules: the
 * stored token as `Authorization: Bearer …` (`beforeRequest`); the envelope `{code, msg, data}`,
 * where a code other than 1 is web-logged, toasted and rejected (`afterResponse`); typed errors and
 * the request-fail flag (`beforeError`). `.json(schema)` validates the `data` against the contract.
 *
 * @example
 * const client = createHttpClient({ baseUrl: config.apiBase, onToast: showToast });
 * const banners = await client.post('/api/banner/getList', { show_place: 3 });
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const logger = options.logger ?? consoleLogger;
  const validateStatus = options.validateStatus ?? isOk;
  const clientTimeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const emitter = createEmitter<HttpClientEvents>((error) =>
    logger.error(NET_MESSAGES.listenerFailed, error),
  );
  if (options.onToast) emitter.on('toast', options.onToast);
  if (options.onRequestFailChange) emitter.on('requestFail', options.onRequestFailChange);

  let requestFailed = false;
  const setRequestFailed = (next: boolean) => {
    if (next === requestFailed) return;
    requestFailed = next;
    emitter.emit('requestFail', next);
  };

  const defaults = { baseUrl: options.baseUrl, timeoutMs: clientTimeout, logger };

  // The envelope read by `afterResponse`, handed to `parseJson` so the body is parsed once.
  const readEnvelopes = new WeakMap<Request, RawEnvelope>();

  const reportBusinessFailure = (error: BusinessError, sent: unknown, headers: Headers) => {
    const body = webLogBody({
      msg: error.msg,
      url: error.url,
      method: error.method,
      data: sent,
      headers,
    });
    void client
      .request(API_PATHS.webLog, { data: body, quiet: true })
      .catch((logError: unknown) => logger.warn(NET_MESSAGES.webLogFailed, logError));
    if (error.msg.trim() !== '' && !isSilentBusinessMessage(error.msg)) {
      emitter.emit('toast', error.msg);
    }
  };

  const instance = ky.create({
    ...(options.baseUrl ? { prefix: options.baseUrl } : {}),
    method: 'post',
    timeout: clientTimeout,
    totalTimeout: clientTimeout,
    // A failed call shows the request-fail view; its reload link is the user's retry.
    retry: 0,
    throwHttpErrors: (status) => !validateStatus(status),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    parseJson: (text, { request }) => {
      const envelope = readEnvelopes.get(request);
      readEnvelopes.delete(request);
      return envelope ?? readEnvelope(requestInfo(request), text);
    },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const storage = options.storage === undefined ? defaultTokenStorage() : options.storage;
          const authorization = readAuthorization(storage);
          if (authorization) request.headers.set('Authorization', authorization);
        },
      ],
      afterResponse: [
        async ({ request, options: sent, response }) => {
          const context = sent.context as unknown as CallContext;
          if (!context.quiet) setRequestFailed(false);
          const info = requestInfo(request);
          if (!validateStatus(response.status)) {
            // ky rejects a non-2xx status itself; a 2xx a stricter rule refuses, or an opaque
            // response without any status, is refused here.
            if (response.ok || response.status === 0) throw await refusedStatus(info, response);
            return;
          }
          if (context.bytes && !isJson(response)) return;
          const envelope = readEnvelope(info, await response.text());
          if (envelope.code !== API_SUCCESS_CODE) {
            const error = new (envelope.code === ApiCode.NotFound ? NotFoundError : BusinessError)(
              info,
              envelope.code,
              envelope.msg,
              envelope.data,
            );
            if (!context.quiet) reportBusinessFailure(error, context.sent, response.headers);
            throw error;
          }
          readEnvelopes.set(request, envelope);
        },
      ],
      beforeError: [
        ({ request, options: sent, error }) => {
          const context = sent.context as unknown as CallContext;
          const mapped = toRequestError(error, requestInfo(request), context.timeoutMs);
          if (
            !context.quiet &&
            (mapped instanceof NetworkError || mapped instanceof TimeoutError)
          ) {
            setRequestFailed(true);
          }
          return mapped;
        },
      ],
    },
  });

  async function request<TSchema extends v.GenericSchema | undefined = undefined>(
    path: string,
    requestOptions: RequestOptions<TSchema> = {},
  ): Promise<RequestResult<TSchema>> {
    const { kyOptions, fail } = prepareRequest(path, requestOptions, false, defaults);
    const schema = requestOptions.schema ? successEnvelope(requestOptions.schema) : anyDataEnvelope;
    try {
      const envelope = (await instance(path, kyOptions).json(schema)) as { data: unknown };
      return envelope.data as RequestResult<TSchema>;
    } catch (error) {
      return fail(error);
    }
  }

  const client: HttpClient = {
    request,
    post: (path, data, postOptions) => request(path, { ...postOptions, data, method: 'POST' }),
    download: async (path, data, downloadOptions) => {
      const { kyOptions, fail } = prepareRequest(
        path,
        { ...downloadOptions, data },
        true,
        defaults,
      );
      try {
        return await instance(path, kyOptions).blob();
      } catch (error) {
        return fail(error);
      }
    },
    get requestFailed() {
      return requestFailed;
    },
    on: (event, listener) => emitter.on(event, listener),
    ky: instance,
  };
  return client;
}
