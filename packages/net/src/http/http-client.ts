import {
  API_PATHS,
  API_SUCCESS_CODE,
  isSilentBusinessMessage,
  REQUEST_TIMEOUT_MS,
} from '@kanqiu/core';
import ky, { isNetworkError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { createEmitter, type Listener, type Unsubscribe } from '../emitter';
import { consoleLogger, type Logger } from '../logger';
import { NET_MESSAGES } from '../messages';
import { toValidationIssues } from '../validation-issues';
import { anySignal } from './abort-signal';
import { defaultTokenStorage, readAuthorization, type TokenStorage } from './authorization';
import {
  BusinessError,
  NetworkError,
  type RequestInfo,
  TimeoutError,
  ValidationError,
} from './errors';
import { appendQuery, type QueryParams } from './query-params';
import { readResponse } from './read-response';
import { webLogBody } from './web-log';

/** Configuration of {@link createHttpClient}. */
export interface HttpClientOptions {
  /**
   * Base URL of the API, joined with each path (`https://api.example.com` + `/api/user/xy`). Comes
   * from the app's configuration; a relative base resolves against the page's URL.
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

/** Options of one request. */
export interface RequestOptions<TSchema extends v.GenericSchema | undefined = undefined> {
  /** @default 'POST' */
  method?: string;
  /** The JSON body; for GET and HEAD, query parameters instead. POST sends `{}` when absent. */
  data?: unknown;
  /** Query parameters joined to the path (arrays as `key[]`, dates ISO, objects JSON). */
  params?: QueryParams;
  /** Schema of the envelope's `data`; a mismatch rejects with a `ValidationError`. */
  schema?: TSchema;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Aborts the request; the rejection is the abort reason, and no flag changes. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this request, in ms. */
  timeoutMs?: number;
  /**
   * A quiet request reports nothing: no web-log call, no toast, no request-fail flag change. The
   * web-log call itself is quiet, so a failing log can never log, toast or loop.
   */
  quiet?: boolean;
}

/** What a request resolves with: the envelope's `data`, typed by the schema when one is given. */
export type RequestResult<TSchema> = TSchema extends v.GenericSchema
  ? v.InferOutput<TSchema>
  : unknown;

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
  /** True since the last network failure, until the next response of any status. */
  readonly requestFailed: boolean;
  /** Listens to `toast` and `requestFail`; returns the unsubscribe. */
  on<K extends keyof HttpClientEvents>(
    event: K,
    listener: Listener<HttpClientEvents[K]>,
  ): Unsubscribe;
  /** The underlying ky instance (base URL, Authorization, no retries). */
  readonly ky: KyInstance;
}

const isOk = (status: number) => status >= 200 && status <= 299;

function joinUrl(base: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Creates the HTTP client of seed §7 and §8 on ky: POST by default, JSON bodies, the stored token
 * in `Authorization`, the envelope `{code, msg, data}` unwrapped, typed errors, business failures
 * logged and toasted, and the request-fail flag kept.
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

  const instance = ky.create({
    prefix: options.baseUrl,
    method: 'post',
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const storage = options.storage === undefined ? defaultTokenStorage() : options.storage;
          const authorization = readAuthorization(storage);
          if (authorization) request.headers.set('Authorization', authorization);
        },
      ],
    },
  });

  const reportBusinessFailure = (error: BusinessError, data: unknown, headers: Headers) => {
    const body = webLogBody({
      msg: error.msg,
      url: error.url,
      method: error.method,
      data,
      headers,
    });
    void client
      .request(API_PATHS.webLog, { data: body, quiet: true })
      .catch((logError: unknown) => logger.warn(NET_MESSAGES.webLogFailed, logError));
    if (error.msg.trim() !== '' && !isSilentBusinessMessage(error.msg)) {
      emitter.emit('toast', error.msg);
    }
  };

  async function request<TSchema extends v.GenericSchema | undefined = undefined>(
    path: string,
    requestOptions: RequestOptions<TSchema> = {},
  ): Promise<RequestResult<TSchema>> {
    const method = (requestOptions.method ?? 'POST').toUpperCase();
    const quiet = requestOptions.quiet === true;
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const params = hasBody
      ? requestOptions.params
      : { ...(requestOptions.data as QueryParams | undefined), ...requestOptions.params };
    const target = appendQuery(path, params);
    const info: RequestInfo = { url: joinUrl(options.baseUrl, target), method };
    const timeoutMs = requestOptions.timeoutMs ?? clientTimeout;

    const deadline = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      deadline.abort();
    }, timeoutMs);
    const signals = requestOptions.signal
      ? [requestOptions.signal, deadline.signal]
      : [deadline.signal];

    // Failures without a complete response: a timeout or a network error sets the flag, an abort by
    // the caller is passed through untouched.
    const failWithoutResponse = (error: unknown): never => {
      if (timedOut) {
        if (!quiet) setRequestFailed(true);
        throw new TimeoutError(info, timeoutMs);
      }
      if (requestOptions.signal?.aborted) throw error;
      if (isNetworkError(error) || error instanceof TypeError) {
        if (!quiet) setRequestFailed(true);
        throw new NetworkError(info, error);
      }
      throw error;
    };

    let response: Response;
    let text: string;
    try {
      try {
        response = await instance(target, {
          method,
          signal: anySignal(signals),
          ...(hasBody ? { json: requestOptions.data ?? {} } : {}),
          ...(requestOptions.headers ? { headers: requestOptions.headers } : {}),
        });
      } catch (error) {
        return failWithoutResponse(error);
      }
      if (!quiet) setRequestFailed(false);
      try {
        text = await response.text();
      } catch (error) {
        return failWithoutResponse(error);
      }
    } finally {
      clearTimeout(timer);
    }

    const envelope = readResponse(info, response.status, text, validateStatus);
    if (envelope.code !== API_SUCCESS_CODE) {
      const error = new BusinessError(info, envelope.code, envelope.msg, envelope.data);
      if (!quiet)
        reportBusinessFailure(error, hasBody ? requestOptions.data : params, response.headers);
      throw error;
    }
    if (!requestOptions.schema) return envelope.data as RequestResult<TSchema>;
    const checked = v.safeParse(requestOptions.schema, envelope.data);
    if (!checked.success) {
      const error = new ValidationError(info, 'response', toValidationIssues(checked.issues));
      logger.warn(error.message, { url: info.url, issues: error.issues });
      throw error;
    }
    return checked.output as RequestResult<TSchema>;
  }

  const client: HttpClient = {
    request,
    post: (path, data, postOptions) => request(path, { ...postOptions, data, method: 'POST' }),
    get requestFailed() {
      return requestFailed;
    },
    on: (event, listener) => emitter.on(event, listener),
    ky: instance,
  };
  return client;
}
