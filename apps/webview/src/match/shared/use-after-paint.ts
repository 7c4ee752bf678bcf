import { useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

/**
 * `when`, turned true only once the frame that showed it has been painted and `delayMs` more have
 * passed: work started on it (a download, a carousel) does not compete with that frame, nor, given a
 * delay, with the rest of the page's first seconds.
 */
export function useAfterPaint(when: boolean, delayMs = 0): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!when || painted) return;
    return afterPaint(() => setPainted(true), delayMs);
  }, [when, painted, delayMs]);
  return when && painted;
}
