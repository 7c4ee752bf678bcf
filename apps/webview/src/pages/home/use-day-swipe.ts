import { useCallback, useLayoutEffect, useRef } from 'react';

/** A sideways swipe at least this long (CSS px) moves a day. */
export const DAY_SWIPE_MIN_PX = 60;
/** …and at least this many times longer sideways than up or down, so scrolling never moves a day. */
export const DAY_SWIPE_RATIO = 2;

/**
 * A ref for the list: a swipe to the right shows the day before (`step(-1)`), a swipe to the left
 * the day after (`step(1)`), like turning a page. Its touch listeners are passive: the swipe never
 * cancels a touch, so the page starts scrolling under a finger without waiting for the main thread
 * (which may be drawing rows; docs/performance.md, "What a redraw of the home list costs").
 */
export function useDaySwipe(step: (direction: -1 | 1) => void) {
  const stepNow = useRef(step);
  useLayoutEffect(() => {
    stepNow.current = step;
  });
  const detach = useRef<(() => void) | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    detach.current?.();
    detach.current = null;
    if (!element) return;
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const from = start;
      const touch = event.changedTouches[0];
      start = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= DAY_SWIPE_MIN_PX && Math.abs(dx) >= DAY_SWIPE_RATIO * Math.abs(dy)) {
        stepNow.current(dx > 0 ? -1 : 1);
      }
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchend', onEnd, { passive: true });
    detach.current = () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchend', onEnd);
    };
  }, []);
  return { ref };
}
