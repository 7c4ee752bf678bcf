/** The part of `document` the socket manager watches. */
export interface VisibilitySource extends EventTarget {
  readonly visibilityState?: string;
}

/** Where the manager hears that the page is visible again or the device went offline or back online. */
export interface PageWakeSources {
  /** Fires `online` and `offline`. @default globalThis.window */
  window?: EventTarget | null;
  /** Fires `visibilitychange`. @default globalThis.document */
  document?: VisibilitySource | null;
}

/** What the socket manager does when the page wakes or the device loses its network. */
export interface PageWakeHandlers {
  /** The page became visible. */
  onVisible: () => void;
  /** The browser is back online. */
  onOnline: () => void;
  /** The browser lost its network (`offline`): an open socket will carry nothing more. */
  onOffline: () => void;
}

/**
 * Calls the handlers when the page becomes visible, or the browser goes offline or comes back
 * online. Returns the function that stops listening. Missing sources (a non-browser runtime) are
 * skipped.
 */
export function watchPageWake(sources: PageWakeSources, handlers: PageWakeHandlers): () => void {
  const target =
    sources.window === undefined
      ? ((globalThis as { window?: EventTarget }).window ?? null)
      : sources.window;
  const doc =
    sources.document === undefined
      ? ((globalThis as { document?: VisibilitySource }).document ?? null)
      : sources.document;
  const onOnline = () => handlers.onOnline();
  const onOffline = () => handlers.onOffline();
  const onVisibility = () => {
    if (doc?.visibilityState === 'visible') handlers.onVisible();
  };
  target?.addEventListener('online', onOnline);
  target?.addEventListener('offline', onOffline);
  doc?.addEventListener('visibilitychange', onVisibility);
  return () => {
    target?.removeEventListener('online', onOnline);
    target?.removeEventListener('offline', onOffline);
    doc?.removeEventListener('visibilitychange', onVisibility);
  };
}
