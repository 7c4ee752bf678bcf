/**
 * Dispatches a touch event with one finger at (x, y) on `target`: a real `TouchEvent` where the
 * browser has one (Chromium), otherwise an event carrying the same `touches` (happy-dom). Returns
 * whether the page let the default happen (false after `preventDefault`).
 */
export function touch(
  target: Element,
  type: 'touchstart' | 'touchmove' | 'touchend' | 'touchcancel',
  x: number,
  y: number,
): boolean {
  const ended = type === 'touchend' || type === 'touchcancel';
  if (typeof Touch === 'function' && typeof TouchEvent === 'function') {
    const point = new Touch({ identifier: 1, target, clientX: x, clientY: y });
    const event = new TouchEvent(type, {
      bubbles: true,
      cancelable: true,
      touches: ended ? [] : [point],
      changedTouches: [point],
    });
    return target.dispatchEvent(event);
  }
  const event = new Event(type, { bubbles: true, cancelable: true });
  const point = { identifier: 1, target, clientX: x, clientY: y };
  Object.defineProperty(event, 'touches', { value: ended ? [] : [point] });
  Object.defineProperty(event, 'changedTouches', { value: [point] });
  return target.dispatchEvent(event);
}

/** A finger dragging from (x, y0) to (x, y1) in `steps` moves, then lifting. */
export function drag(target: Element, from: [number, number], to: [number, number], steps = 8) {
  touch(target, 'touchstart', from[0], from[1]);
  for (let step = 1; step <= steps; step += 1) {
    const x = from[0] + ((to[0] - from[0]) * step) / steps;
    const y = from[1] + ((to[1] - from[1]) * step) / steps;
    touch(target, 'touchmove', x, y);
  }
}
