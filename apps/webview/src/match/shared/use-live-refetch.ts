import { useEffect, useRef } from 'react';

/**
 * Runs `refetch` every `intervalMs` while `active` and the page is visible. A page that comes back
 * into view after a full interval or more refetches at once, then keeps the rhythm; a hidden page
 * makes no requests.
 */
export function useLiveRefetch(active: boolean, refetch: () => unknown, intervalMs: number): void {
  const latest = useRef(refetch);
  latest.current = refetch;

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    let last = Date.now();
    const tick = () => {
      last = Date.now();
      void latest.current();
    };
    const start = () => {
      timer ??= setInterval(tick, intervalMs);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') {
        stop();
        return;
      }
      if (Date.now() - last >= intervalMs) tick();
      start();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, intervalMs]);
}
