import { TOKEN_STORAGE_KEY } from '@kanqiu/core';
import { onTokenChange } from '../user/token-events';
import { DEVICE_FOLLOWS_KEY } from './device-follows-key';
import { onFollowsChange } from './follows-change';

/**
 * Whether the fan is known to follow nothing before any call: no token at all (the follows would
 * be the account's) and no follow kept on the device. The document's first paint applies the very
 * same rule to the same two keys (src/shell/boot.js), so the two draw the invitation alike; it
 * reads the keys as they are, without the follows' reader, which the page loads later.
 */
export function followsKnownEmpty(): boolean {
  try {
    const kept = JSON.parse(window.localStorage.getItem(DEVICE_FOLLOWS_KEY) ?? 'null') as {
      follows?: unknown;
    } | null;
    const token = (window.localStorage.getItem(TOKEN_STORAGE_KEY) ?? '').trim();
    return token === '' && !(Array.isArray(kept?.follows) && kept.follows.length > 0);
  } catch {
    return false;
  }
}

/**
 * Calls `start` once the fan may follow something: at once unless the fan is known to follow
 * nothing (no token, no follow on the device), else when that changes — a follow made here
 * (`notifyFollowsChange`) or in another tab (a `storage` event), or a token from the host.
 *
 * @returns a function that stops waiting; after `start` has been called it does nothing.
 */
export function whenFollowing(start: () => void): () => void {
  if (!followsKnownEmpty()) {
    start();
    return () => undefined;
  }
  const stops: Array<() => void> = [];
  const stop = () => {
    for (const each of stops.splice(0)) each();
  };
  const wake = () => {
    if (followsKnownEmpty()) return;
    stop();
    start();
  };
  const onStorage = (event: StorageEvent) => {
    // `null`: another tab cleared the storage, which a key of ours may have come back after.
    if (event.key === null || event.storageArea === window.localStorage) wake();
  };
  window.addEventListener('storage', onStorage);
  stops.push(onFollowsChange(wake), onTokenChange(wake), () =>
    window.removeEventListener('storage', onStorage),
  );
  return stop;
}
