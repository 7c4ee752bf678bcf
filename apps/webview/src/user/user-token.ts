import { type BearerReading, readBearerToken, TOKEN_STORAGE_KEY, withBearer } from '@kanqiu/core';
import { useSyncExternalStore } from 'react';
import { onTokenChange } from './token-events';

/** Whether the page holds a token the user calls accept (docs/contract.md §1.1). */
export type TokenStatus = BearerReading['status'];

/** The stored token's status, read now (the host may push one at any time). */
export function readTokenStatus(): TokenStatus {
  try {
    return readBearerToken(withBearer(window.localStorage.getItem(TOKEN_STORAGE_KEY))).status;
  } catch {
    return 'missing';
  }
}

function subscribe(listener: () => void): () => void {
  const stop = onTokenChange(listener);
  // Another tab of the same origin may store a token.
  window.addEventListener('storage', listener);
  return () => {
    stop();
    window.removeEventListener('storage', listener);
  };
}

/**
 * The stored token's status, kept current. A page on a user's own data calls nothing without a
 * valid token: the server would answer 4010, so the page asks to be opened in the app instead.
 */
export function useTokenStatus(): TokenStatus {
  return useSyncExternalStore(subscribe, readTokenStatus, () => 'missing');
}
