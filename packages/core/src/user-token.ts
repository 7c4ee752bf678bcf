import { BEARER_PREFIX } from './bearer';

/**
 * Shortest token that names a user **(kanqiu design, docs/contract.md §1.1)**. The host issues the
 * token; a shorter one is too easy to guess to stand for a person.
 */
export const USER_TOKEN_MIN_LENGTH = 8;

/** Longest token that names a user: the bridge keeps at most this many characters (4096). */
export const USER_TOKEN_MAX_LENGTH = 4096;

// Visible ASCII without spaces: every character a bearer token of RFC 6750 uses, and more (JWTs,
// UUIDs, opaque session ids all fit).
const TOKEN_CHARACTERS = /^[\x21-\x7e]+$/;

/** What an `Authorization` header says about the caller. */
export type BearerReading =
  | { status: 'missing' }
  | { status: 'invalid' }
  | { status: 'valid'; token: string };

/** True when `token` may name a user: 8–4096 visible ASCII characters, no spaces. */
export function isUserToken(token: string): boolean {
  return (
    token.length >= USER_TOKEN_MIN_LENGTH &&
    token.length <= USER_TOKEN_MAX_LENGTH &&
    TOKEN_CHARACTERS.test(token)
  );
}

/**
 * Reads an `Authorization` header value: `missing` when there is none (or it is blank), `invalid`
 * when it is not `Bearer <token>` with a token {@link isUserToken} accepts, else the token. The scheme
 * is matched without regard to case, as HTTP authentication schemes are.
 *
 * @example
 * readBearerToken('Bearer 3f9c1e7a-host-token'); // { status: 'valid', token: '3f9c1e7a-host-token' }
 * readBearerToken('Bearer abc'); // { status: 'invalid' } (too short)
 */
export function readBearerToken(header: string | null | undefined): BearerReading {
  const value = (header ?? '').trim();
  if (value === '') return { status: 'missing' };
  const scheme = BEARER_PREFIX.trim().toLowerCase();
  const space = value.indexOf(' ');
  if (space < 0 || value.slice(0, space).toLowerCase() !== scheme) return { status: 'invalid' };
  const token = value.slice(space + 1).trim();
  return isUserToken(token) ? { status: 'valid', token } : { status: 'invalid' };
}
