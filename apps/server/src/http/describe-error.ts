import type { FastifyError } from 'fastify';
import { MESSAGES } from '../content/messages';
import { ApiCode, type ApiCodeValue } from './api-code';
import { ApiError } from './api-error';

/** What a failure answers: the HTTP status and the envelope's `code` and `msg`. */
export interface ErrorAnswer {
  status: number;
  code: ApiCodeValue;
  msg: string;
}

/** The answer of a path that is not there (or may not be served), inside or outside the API. */
export function notFoundAnswer(path: string): ErrorAnswer {
  return path === '/api' || path.startsWith('/api/')
    ? { status: 404, code: ApiCode.UnknownPath, msg: MESSAGES.unknownPath }
    : { status: 404, code: ApiCode.NotFoundPath, msg: MESSAGES.notFoundPath };
}

/**
 * Turns any failure into an envelope answer (docs/contract.md §1): the status says what kind of
 * failure it is and the message never echoes the request or an internal error text.
 */
export function describeError(error: FastifyError | ApiError, path: string): ErrorAnswer {
  if (error instanceof ApiError)
    return { status: error.status, code: error.code, msg: error.message };
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        code: ApiCode.UnsupportedMediaType,
        msg: MESSAGES.unsupportedMediaType,
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: ApiCode.PayloadTooLarge, msg: MESSAGES.payloadTooLarge };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, code: ApiCode.BadRequest, msg: MESSAGES.malformedJson };
    case 'FST_ERR_BAD_URL':
      return { status: 400, code: ApiCode.BadUrl, msg: MESSAGES.badUrl };
  }
  const status = error.statusCode ?? 500;
  switch (status) {
    // A static file the server refuses (a folder, a NUL byte, a source map) is simply not there.
    case 403:
    case 404:
      return notFoundAnswer(path);
    case 408:
      return { status, code: ApiCode.RequestTimeout, msg: MESSAGES.requestTimeout };
    case 413:
      return { status, code: ApiCode.PayloadTooLarge, msg: MESSAGES.payloadTooLarge };
    case 429:
      return { status, code: ApiCode.TooManyRequests, msg: MESSAGES.tooManyRequests };
    case 503:
      return { status, code: ApiCode.Unavailable, msg: MESSAGES.unavailable };
  }
  if (status >= 400 && status < 500) {
    return { status: 400, code: ApiCode.BadRequest, msg: MESSAGES.badRequest };
  }
  return { status: 500, code: ApiCode.ServerFault, msg: MESSAGES.serverFault };
}

/** The raw HTTP answer to a client error Node reports before any route runs (a timeout, bad headers). */
export function clientErrorResponse(errorCode: string | undefined): string {
  const [status, reason, code, msg] =
    errorCode === 'ERR_HTTP_REQUEST_TIMEOUT' || errorCode === 'ERR_HTTP_HEADERS_TIMEOUT'
      ? [408, 'Request Timeout', ApiCode.RequestTimeout, MESSAGES.requestTimeout]
      : errorCode === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', ApiCode.BadRequest, MESSAGES.headersTooLarge]
        : [400, 'Bad Request', ApiCode.BadRequest, MESSAGES.badRequest];
  return rawEnvelopeResponse(status, reason, code, msg);
}

/**
 * The security headers of an answer that is only an envelope and is written outside the routes (a
 * raw socket answer, a framework error): nothing to load, frame or sniff.
 */
export const RAW_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

/**
 * A complete HTTP/1.1 answer carrying an envelope, for the places that write to the raw socket (a
 * refused socket upgrade, a client error): `Connection: close`, plus `Retry-After` when given.
 */
export function rawEnvelopeResponse(
  status: number,
  reason: string,
  code: ApiCodeValue,
  msg: string,
  retryAfterSec?: number,
): string {
  const body = Buffer.from(JSON.stringify({ code, msg, data: null }));
  const retry = retryAfterSec === undefined ? '' : `Retry-After: ${retryAfterSec}\r\n`;
  const security = Object.entries(RAW_SECURITY_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n${retry}` +
    `Content-Type: application/json; charset=utf-8\r\n${security}` +
    `Content-Length: ${body.length}\r\n\r\n${body.toString()}`
  );
}
