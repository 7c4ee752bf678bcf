import { useEffect, useState } from 'react';
import { useAfterPaint } from './use-after-paint';

/** How long an idle moment is waited for once the delay has passed, before the work goes ahead. */
export const SETTLE_IDLE_TIMEOUT_MS = 1_000;

/**
 * `when`, turned true only once its frame has painted, `delayMs` have passed and the main thread is
 * idle: for work a fan does not need in a page's first seconds (the advert carousel's code), kept
 * out of the tasks that show the page.
 */
export function useAfterSettle(when: boolean, delayMs: number): boolean {
  const painted = useAfterPaint(when);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!painted || settled) return;
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') {
        idle = requestIdleCallback(() => setSettled(true), { timeout: SETTLE_IDLE_TIMEOUT_MS });
      } else {
        setSettled(true);
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [painted, settled, delayMs]);
  return when && settled;
}
