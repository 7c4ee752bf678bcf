import type { Options } from 'ky';
import type * as v from 'valibot';
import type { Logger } from '../logger';
import { ValidationError } from './errors';
import { encodeQuery, type QueryParams } from './query-params';
import { toRequestError } from './read-response';
import type { RequestOptions } from './request-options';
import { describeForm } from './web-log';

// Internal to the client (subject to change without notice).

/** What one request tells the hooks, through ky's `context`. */
export interface CallContext {
  quiet: boolean;
  timeoutMs: number;
  /** The body or query sent, for the web-log report. */
  sent: unknown;
  /** A download: a response that is not JSON is the answer itself, not an envelope. */
  bytes: boolean;
}

/** The client's settings a request reads. */
interface ClientDefaults {
  baseUrl: string;
  timeoutMs: number;
  logger: Logger;
}

/**
 * ky's options for one request (JSON body, form or query; the context the hooks read) and the
 * function that turns what it threw into the client's typed error.
 */
export function prepareRequest(
  path: string,
  requestOptions: RequestOptions<v.GenericSchema | undefined>,
  bytes: boolean,
  defaults: ClientDefaults,
): { kyOptions: Options; fail: (error: unknown) => never } {
  const method = (requestOptions.method ?? 'POST').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const query = hasBody
    ? requestOptions.params
    : { ...(requestOptions.data as QueryParams | undefined), ...requestOptions.params };
  const timeoutMs = requestOptions.timeoutMs ?? defaults.timeoutMs;
  const { form } = requestOptions;
  const context: CallContext = {
    quiet: requestOptions.quiet === true,
    timeoutMs,
    sent: form ? describeForm(form) : hasBody ? (requestOptions.data ?? {}) : query,
    bytes,
  };
  const kyOptions: Options = {
    method,
    context: context as unknown as Record<string, unknown>,
    timeout: timeoutMs,
    totalTimeout: timeoutMs,
    ...(form ? { body: form } : hasBody ? { json: requestOptions.data ?? {} } : {}),
    ...(query ? { searchParams: encodeQuery(query) } : {}),
    ...(requestOptions.headers ? { headers: requestOptions.headers } : {}),
    ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
  };
  // Errors of the transport and the hooks are typed by `beforeError`; the schema check of
  // `.json(schema)` happens after it, so its error is typed here.
  const fail = (error: unknown): never => {
    const url = `${defaults.baseUrl.replace(/\/+$/, '')}${path}`;
    const mapped = toRequestError(error, { url, method }, timeoutMs);
    if (mapped instanceof ValidationError) {
      defaults.logger.warn(mapped.message, { url: mapped.url, issues: mapped.issues });
    }
    throw mapped;
  };
  return { kyOptions, fail };
}
