import { type TouchEvent, useRef } from 'react';

/** A sideways swipe at least this long (CSS px) moves a day. */
export const DAY_SWIPE_MIN_PX = 60;
/** …and at least this many times longer sideways than up or down, so scrolling never moves a day. */
export const DAY_SWIPE_RATIO = 2;

/**
 * Touch handlers for the list: a swipe to the right shows the day before (`step(-1)`), a swipe to the
 * left the day after (`step(1)`), like turning a page.
 */
export function useDaySwipe(step: (direction: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current =
        touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= DAY_SWIPE_MIN_PX && Math.abs(dx) >= DAY_SWIPE_RATIO * Math.abs(dy)) {
        step(dx > 0 ? -1 : 1);
      }
    },
  };
}
