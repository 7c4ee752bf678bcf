/** The scheme prefix of the Authorization header. */
export const BEARER_PREFIX = 'Bearer ';

/**
 * Normalises a token from the host into an Authorization header value: prefixes `Bearer ` unless it
 * is already there; a blank token gives an empty string (no header).
 *
 * @example
 * withBearer('abc'); // 'Bearer abc'
 * withBearer('Bearer abc'); // 'Bearer abc'
 */
export function withBearer(token: string | null | undefined): string {
  const trimmed = (token ?? '').trim();
  if (trimmed === '') return '';
  return trimmed.startsWith(BEARER_PREFIX) ? trimmed : `${BEARER_PREFIX}${trimmed}`;
}

/**
 * The local-storage key holding the token the native host pushed with `sendToken` (docs/behaviour.md §3: "a token
 * is kept in local storage"). The bridge writes it; the HTTP client reads it at request time.
 */
export const TOKEN_STORAGE_KEY = 'token';
