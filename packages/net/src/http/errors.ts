import { NET_MESSAGES } from '../messages';

/** What went wrong with a request; lets callers branch without matching message text. */
export type RequestErrorKind =
  | 'http'
  | 'business'
  | 'network'
  | 'timeout'
  | 'format'
  | 'validation';

/** Where a request happened: kept on every error for logs. */
export interface RequestInfo {
  url: string;
  method: string;
}

/** The base of every error the HTTP client rejects with. Branch on `kind` or `instanceof`. */
export abstract class RequestError extends Error {
  /** The kind of failure. */
  abstract readonly kind: RequestErrorKind;
  /** Absolute URL of the request. */
  readonly url: string;
  /** HTTP method, upper case. */
  readonly method: string;

  constructor(message: string, info: RequestInfo, options?: { cause?: unknown }) {
    super(message, options);
    this.url = info.url;
    this.method = info.method;
  }
}

/**
 * The response status was missing or failed `validateStatus` (by default: not 2xx). `body` holds
 * the raw text and `envelope` the parsed envelope when the server sent one.
 */
export class HttpError extends RequestError {
  override readonly name = 'HttpError';
  readonly kind = 'http';
  /** The status, or `null` when the response carried none (an opaque response). */
  readonly status: number | null;
  /** The response body as text (possibly empty). */
  readonly body: string;
  /** The `{code, msg}` the server sent with the error, when it sent an envelope. */
  readonly envelope: { code: number; msg: string } | null;

  constructor(
    info: RequestInfo,
    status: number | null,
    body: string,
    envelope: { code: number; msg: string } | null,
  ) {
    super(NET_MESSAGES.httpStatus(status), info);
    this.status = status;
    this.body = body;
    this.envelope = envelope;
  }
}

/** The envelope's `code` was not 1: `msg` is the server's message, fit to show the user. */
export class BusinessError extends RequestError {
  override readonly name: string = 'BusinessError';
  readonly kind = 'business';
  /** The envelope's `code`. */
  readonly code: number;
  /** The server's message (may be empty). */
  readonly msg: string;
  /** The envelope's `data`. */
  readonly data: unknown;

  constructor(info: RequestInfo, code: number, msg: string, data: unknown) {
    super(msg || NET_MESSAGES.business(code), info);
    this.code = code;
    this.msg = msg;
    this.data = data;
  }
}

/**
 * The envelope's `code` was 4004 (`ApiCode.NotFound`): the match, team, player or scene asked for
 * does not exist. Asking again cannot help, so pages show "不存在" with a way home instead of a
 * reload link.
 */
export class NotFoundError extends BusinessError {
  override readonly name = 'NotFoundError';
}

/** No response: connection refused, DNS failure, offline. Sets the request-fail flag. */
export class NetworkError extends RequestError {
  override readonly name = 'NetworkError';
  readonly kind = 'network';

  constructor(info: RequestInfo, cause: unknown) {
    super(NET_MESSAGES.network, info, { cause });
  }
}

/** No complete response within the timeout. Sets the request-fail flag. */
export class TimeoutError extends RequestError {
  override readonly name = 'TimeoutError';
  readonly kind = 'timeout';
  /** The timeout that ran out, in milliseconds. */
  readonly timeoutMs: number;

  constructor(info: RequestInfo, timeoutMs: number) {
    super(NET_MESSAGES.timeout, info);
    this.timeoutMs = timeoutMs;
  }
}

/** The body was not JSON, or not an envelope `{code, msg, data}`. */
export class ResponseFormatError extends RequestError {
  override readonly name = 'ResponseFormatError';
  readonly kind = 'format';
  /** The start of the body that could not be read. */
  readonly body: string;

  constructor(info: RequestInfo, message: string, body: string, cause?: unknown) {
    super(message, info, { cause });
    this.body = body;
  }
}

/** One problem a schema found: where, and what. */
export interface ValidationIssue {
  /** Dotted path of the offending field, empty for the root. */
  path: string;
  message: string;
}

/**
 * A payload failed its contract schema: the request body before sending (`phase: 'request'`,
 * nothing was sent) or the envelope's `data` of a successful response (`phase: 'response'`).
 */
export class ValidationError extends RequestError {
  override readonly name = 'ValidationError';
  readonly kind = 'validation';
  readonly phase: 'request' | 'response';
  readonly issues: readonly ValidationIssue[];

  constructor(info: RequestInfo, phase: 'request' | 'response', issues: ValidationIssue[]) {
    super(phase === 'request' ? NET_MESSAGES.invalidRequest : NET_MESSAGES.invalidResponse, info);
    this.phase = phase;
    this.issues = issues;
  }
}

/** True for any error the HTTP client rejects with. */
export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}
