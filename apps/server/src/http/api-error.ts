import type { ApiCodeValue } from './api-code';

/**
 * A failure the client is told about in the envelope: `code` and a Chinese `msg` fit to show.
 * `status` is the HTTP status: 200 for business errors, 4xx for requests that are not API calls at
 * all (not JSON, wrong method, unknown path).
 */
export class ApiError extends Error {
  readonly code: ApiCodeValue;
  readonly status: number;
  /** Seconds after which trying again may succeed, sent as `Retry-After`. */
  readonly retryAfterSec: number | undefined;

  constructor(code: ApiCodeValue, message: string, status = 200, retryAfterSec?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.retryAfterSec = retryAfterSec;
  }
}
