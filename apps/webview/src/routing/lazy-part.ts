import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadChunk } from './lazy-page';

/** First wait before a part of a page whose code failed to load asks for it again. */
export const PART_RETRY_FIRST_MS = 1_000;
/** Longest wait between two tries: the server may be away for a while (a restart, a deploy). */
export const PART_RETRY_MAX_MS = 15_000;

/**
 * Loads `load` until it succeeds: after a failure it waits {@link PART_RETRY_FIRST_MS}, doubling up
 * to {@link PART_RETRY_MAX_MS}, and tries at once when the device's network comes back. `sleep` is
 * injectable for tests.
 */
export function loadUntilLoaded<T>(
  load: () => Promise<T>,
  sleep: (ms: number) => Promise<void> = waitOrOnline,
): Promise<T> {
  const attempt = (delayMs: number): Promise<T> =>
    load().catch(async () => {
      await sleep(delayMs);
      return attempt(Math.min(delayMs * 2, PART_RETRY_MAX_MS));
    });
  return attempt(PART_RETRY_FIRST_MS);
}

function waitOrOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * A lazily loaded part of a page (a feed, a sheet, a chart) whose code is fetched after the page's
 * own. Its failure to load must not fail the page the fan already reads: the part keeps its
 * placeholder and asks for its code again until the server answers (docs/offline.md).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  // Each try has the chunk timeout of a page's code, so a load that hangs is tried again too.
  return lazy(() =>
    loadUntilLoaded(() => loadChunk(load)).then((component) => ({ default: component })),
  );
}
