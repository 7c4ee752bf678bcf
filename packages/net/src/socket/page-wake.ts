/** The part of `document` the socket manager watches. */
export interface VisibilitySource extends EventTarget {
  readonly visibilityState?: string;
}

/** Where the manager hears that the page is visible again or the device is back online. */
export interface PageWakeSources {
  /** Fires `online`. @default globalThis.window */
  window?: EventTarget | null;
  /** Fires `visibilitychange`. @default globalThis.document */
  document?: VisibilitySource | null;
}

/**
 * Calls `onWake` when the page becomes visible or the browser comes back online. Returns the
 * function that stops listening. Missing sources (a non-browser runtime) are skipped.
 */
export function watchPageWake(sources: PageWakeSources, onWake: () => void): () => void {
  const target =
    sources.window === undefined
      ? ((globalThis as { window?: EventTarget }).window ?? null)
      : sources.window;
  const doc =
    sources.document === undefined
      ? ((globalThis as { document?: VisibilitySource }).document ?? null)
      : sources.document;
  const onOnline = () => onWake();
  const onVisibility = () => {
    if (doc?.visibilityState === 'visible') onWake();
  };
  target?.addEventListener('online', onOnline);
  doc?.addEventListener('visibilitychange', onVisibility);
  return () => {
    target?.removeEventListener('online', onOnline);
    doc?.removeEventListener('visibilitychange', onVisibility);
  };
}
