import { TOKEN_STORAGE_KEY, withBearer } from '@kanqiu/core';

/** The part of `Storage` the client reads. */
export type TokenStorage = Pick<Storage, 'getItem'>;

/**
 * The Authorization header value for the stored token, read now (the host may push a new token at
 * any time): `Bearer <token>`, or `''` when there is none or storage cannot be read (private mode,
 * a non-browser runtime).
 */
export function readAuthorization(storage: TokenStorage | null | undefined): string {
  if (!storage) return '';
  try {
    return withBearer(storage.getItem(TOKEN_STORAGE_KEY));
  } catch {
    return '';
  }
}

/** `globalThis.localStorage` when the runtime has one (reading it may throw in some webviews). */
export function defaultTokenStorage(): TokenStorage | null {
  try {
    return (globalThis as { localStorage?: TokenStorage }).localStorage ?? null;
  } catch {
    return null;
  }
}
