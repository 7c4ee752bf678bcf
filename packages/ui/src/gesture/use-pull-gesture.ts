import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { dampPull } from './damp-pull';
import { isAtScrollTop } from './scroll-parent';

/** Finger travel (px) before a gesture is judged vertical or horizontal. */
const AXIS_LOCK_PX = 6;

/** Options of {@link usePullGesture}. */
export interface PullGestureOptions {
  /** The damped distance (px) the caller compares against. */
  threshold: number;
  /** While true, touches are left to the browser. */
  disabled?: boolean;
  /** Called on every move of an accepted pull with the damped distance. */
  onMove?: (distance: number) => void;
  /** Called when the finger lifts after an accepted pull, with the last damped distance. */
  onRelease?: (distance: number) => void;
}

/** What a pull looks like right now. */
export interface PullGestureState {
  /** The damped distance the content should follow, 0 when no pull is under way. */
  distance: number;
  /** Whether a finger is pulling right now. */
  dragging: boolean;
}

const IDLE: PullGestureState = { distance: 0, dragging: false };

/**
 * Turns a downward touch drag on `ref` into a damped pull distance. A pull is accepted only when it
 * starts with the content at its top and its first movement is downward and more vertical than
 * horizontal; everything else (scrolling, a swipe of a carousel, a pull started mid-scroll that
 * reaches the top) stays with the browser.
 */
export function usePullGesture(
  ref: RefObject<HTMLElement | null>,
  options: PullGestureOptions,
): PullGestureState {
  const [state, setState] = useState<PullGestureState>(IDLE);
  const optionsRef = useRef(options);
  // Synced during commit, not after paint: a touch right after a re-render must see new options.
  useLayoutEffect(() => {
    optionsRef.current = options;
  });

  // Attached during commit, so a touch that lands right after mount is already seen.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let start: { x: number; y: number } | null = null;
    let accepted = false;
    let distance = 0;

    const reset = () => {
      start = null;
      accepted = false;
      distance = 0;
      setState(IDLE);
    };

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = null;
      accepted = false;
      // Only a pull that begins at the top is ours; one that begins mid-scroll belongs to the page
      // even after the page reaches its top under the same finger.
      if (optionsRef.current.disabled || !touch || event.touches.length > 1) return;
      if (!isAtScrollTop(element)) return;
      start = { x: touch.clientX, y: touch.clientY };
    };

    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (!accepted) {
        if (Math.abs(dx) < AXIS_LOCK_PX && Math.abs(dy) < AXIS_LOCK_PX) return;
        if (Math.abs(dx) >= Math.abs(dy) || dy < 0 || !isAtScrollTop(element)) {
          start = null;
          return;
        }
        accepted = true;
      }
      if (event.cancelable) event.preventDefault();
      distance = dampPull(dy, optionsRef.current.threshold);
      setState({ distance, dragging: true });
      optionsRef.current.onMove?.(distance);
    };

    const onEnd = () => {
      const released = accepted ? distance : null;
      reset();
      if (released !== null) optionsRef.current.onRelease?.(released);
    };

    const onCancel = () => {
      if (start) reset();
    };

    element.addEventListener('touchstart', onStart, { passive: true });
    // Not passive: an accepted pull must stop the browser's own overscroll and scrolling.
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onCancel);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onCancel);
    };
  }, [ref]);

  return state;
}
