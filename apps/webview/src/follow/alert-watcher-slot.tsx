import { lazy, Suspense, useEffect, useState } from 'react';

const LazyAlertWatcher = lazy(() =>
  import('./alert-watcher').then((module) => ({ default: module.AlertWatcher })),
);

/** Longest wait for an idle moment before the alert watcher loads anyway (ms). */
const WATCHER_IDLE_TIMEOUT_MS = 2_000;

/**
 * The alerts of followed matches (docs/follows.md), for every page: their code loads once the
 * first page is in and the browser is idle, so no page waits for it.
 */
export function AlertWatcherSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), {
        timeout: WATCHER_IDLE_TIMEOUT_MS,
      });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), WATCHER_IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <LazyAlertWatcher />
    </Suspense>
  );
}
