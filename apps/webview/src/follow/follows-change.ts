// Kept apart from the follow store so the app's start-up code (the alert watcher's slot) carries
// only this emitter, not the store and its calls.

const listeners = new Set<() => void>();

/** Tells who waits for it that the device's follows changed (a follow made or removed here). */
export function notifyFollowsChange(): void {
  for (const listener of [...listeners]) listener();
}

/** Listens to {@link notifyFollowsChange}; returns the unsubscribe. */
export function onFollowsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
