import { useEffect, useState } from 'react';

/**
 * `when`, turned true only once the frame that showed it has been painted: work started on it
 * (a download, a carousel) does not compete with that frame.
 */
export function useAfterPaint(when: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!when || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [when, painted]);
  return when && painted;
}
