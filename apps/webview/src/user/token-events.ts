// Kept apart from user-token.ts so the app's start-up code (services.ts) carries only this emitter,
// not the token parsing the user pages need.

const listeners = new Set<() => void>();

/** Tells the pages the host pushed a token (`sendToken`), so they read it again. */
export function notifyTokenChange(): void {
  for (const listener of listeners) listener();
}

/** Listens to {@link notifyTokenChange}; returns the unsubscribe. */
export function onTokenChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
