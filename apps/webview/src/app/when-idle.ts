/**
 * Runs `work` in the browser's next idle moment, or after `longestWaitMs` however busy the page is.
 * Where the browser cannot say when it is idle (WebKit, so iOS webviews), it waits the longest wait:
 * work sent here is work no fan waits for, and the page's own first tasks come first.
 *
 * @returns a function that cancels the wait; after `work` has run it does nothing.
 */
export function whenIdle(work: () => void, longestWaitMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: longestWaitMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(work, longestWaitMs);
  return () => clearTimeout(timer);
}
