import { TOKEN_STORAGE_KEY, withBearer } from '@kanqiu/core';
import { type BridgeLogger, LOG_PREFIX } from './bridge-logger';
import type { BridgeStorage } from './bridge-window';

/**
 * The longest token accepted. Servers reject request headers beyond about 8 KB, so a longer token
 * can never authorise a request.
 */
export const MAX_TOKEN_LENGTH = 4096;

// Header values may only hold visible ASCII and spaces; anything else makes fetch throw later.
const HEADER_SAFE = /^[\x20-\x7e]*$/;

/**
 * Stores a token pushed by the host as its Authorization header value (`withBearer`) under
 * `TOKEN_STORAGE_KEY`; a blank token removes the stored one. Returns the header value (`''` when
 * cleared), or `null` when the input was refused: not a string, too long, or not header-safe.
 * A storage failure (quota, private mode) is logged and the value still returned, so the app can
 * keep the token in memory.
 */
export function storeHostToken(
  token: unknown,
  storage: BridgeStorage | undefined,
  logger: BridgeLogger,
): string | null {
  if (typeof token !== 'string') {
    logger.warn(`${LOG_PREFIX} sendToken ignored: the token is a ${typeof token}, not a string.`);
    return null;
  }
  if (token.length > MAX_TOKEN_LENGTH || !HEADER_SAFE.test(token.trim())) {
    logger.warn(`${LOG_PREFIX} sendToken ignored: the token is too long or not header-safe.`);
    return null;
  }
  const authorization = withBearer(token);
  try {
    if (!storage) throw new Error('no local storage');
    if (authorization === '') storage.removeItem(TOKEN_STORAGE_KEY);
    else storage.setItem(TOKEN_STORAGE_KEY, authorization);
  } catch (error) {
    logger.error(`${LOG_PREFIX} the token could not be stored.`, error);
  }
  return authorization;
}
