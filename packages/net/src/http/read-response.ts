import { anyEnvelopeSchema } from '@kanqiu/core/contract/base';
import {
  HTTPError,
  NetworkError as KyNetworkError,
  TimeoutError as KyTimeoutError,
  SchemaValidationError,
} from 'ky';
import * as v from 'valibot';
import { NET_MESSAGES } from '../messages';
import {
  HttpError,
  NetworkError,
  type RequestError,
  type RequestInfo,
  ResponseFormatError,
  TimeoutError,
  ValidationError,
  type ValidationIssue,
} from './errors';

/** The envelope as the client first reads it, before it knows whether the call succeeded. */
export type RawEnvelope = v.InferOutput<typeof anyEnvelopeSchema>;

/** How much of an unreadable body an error keeps, for logs. */
const BODY_EXCERPT_MAX = 500;

/** Where a request went, for errors and logs. */
export function requestInfo(request: Request): RequestInfo {
  return { url: request.url, method: request.method };
}

/**
 * Parses a response body. A body that is a JSON *string* holding JSON (some gateways double-encode)
 * is parsed once more.
 *
 * @throws SyntaxError when the body is not JSON.
 */
function parseJsonBody(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function envelopeIn(value: unknown): RawEnvelope | null {
  const result = v.safeParse(anyEnvelopeSchema, value);
  return result.success ? result.output : null;
}

/**
 * Reads `{code, msg, data}` out of a body.
 *
 * @throws ResponseFormatError when the body is not JSON, or not an envelope.
 */
export function readEnvelope(info: RequestInfo, text: string): RawEnvelope {
  let parsed: unknown;
  try {
    parsed = parseJsonBody(text);
  } catch (error) {
    throw new ResponseFormatError(
      info,
      NET_MESSAGES.notJson,
      text.slice(0, BODY_EXCERPT_MAX),
      error,
    );
  }
  const envelope = envelopeIn(parsed);
  if (!envelope) {
    throw new ResponseFormatError(info, NET_MESSAGES.notEnvelope, text.slice(0, BODY_EXCERPT_MAX));
  }
  return envelope;
}

function httpError(info: RequestInfo, status: number, body: unknown): HttpError {
  const text = typeof body === 'string' ? body : (JSON.stringify(body) ?? '');
  const envelope = typeof body === 'string' ? null : envelopeIn(body);
  return new HttpError(
    info,
    status === 0 ? null : status,
    text,
    envelope ? { code: envelope.code, msg: envelope.msg } : null,
  );
}

/** The error of a response whose status the client refuses, keeping the server's `{code, msg}`. */
export async function refusedStatus(info: RequestInfo, response: Response): Promise<HttpError> {
  const text = response.type === 'opaque' ? '' : await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = parseJsonBody(text);
  } catch {
    // Not JSON: the text itself is what the error keeps.
  }
  return httpError(info, response.status, body);
}

function issuesOf(error: SchemaValidationError): ValidationIssue[] {
  return error.issues.map((issue) => {
    const keys = (issue.path ?? []).map((segment) =>
      String(typeof segment === 'object' ? segment.key : segment),
    );
    // The schema checks the whole envelope; the issue is about its `data`.
    if (keys[0] === 'data') keys.shift();
    return { path: keys.join('.'), message: issue.message };
  });
}

/**
 * The client's typed error for what ky or a hook threw: an HTTP status error, a timeout, a network
 * failure, a `data` that breaks its schema. Errors that are already typed, and a caller's abort,
 * pass through unchanged.
 */
export function toRequestError<T>(
  error: T,
  info: RequestInfo,
  timeoutMs: number,
): RequestError | T {
  if (error instanceof HTTPError) return httpError(info, error.response.status, error.data);
  if (error instanceof KyTimeoutError) return new TimeoutError(info, timeoutMs);
  if (error instanceof KyNetworkError) return new NetworkError(info, error.cause ?? error);
  if (error instanceof SchemaValidationError) {
    return new ValidationError(info, 'response', issuesOf(error));
  }
  // fetch rejects with a TypeError when it cannot reach the server and ky did not recognise it.
  if (error instanceof TypeError) return new NetworkError(info, error);
  return error;
}
