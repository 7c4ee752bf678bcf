import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

/** Rows above which a table with a `maxHeight` renders only the rows in view. */
export const WINDOW_ROWS_ABOVE = 100;
/** Rows rendered beyond each edge of the view, so a fast scroll does not show blank space. */
export const WINDOW_OVERSCAN = 10;

/** The slice of rows to render and the room the others take. */
export interface RowWindow {
  start: number;
  end: number;
  /** Height (px) standing in for the rows above `start`. */
  before: number;
  /** Height (px) standing in for the rows from `end` on. */
  after: number;
}

/**
 * The rows to render out of `count`, given the scroll position and height of their scroll box:
 * those in view plus {@link WINDOW_OVERSCAN} on each side. Every row is `rowHeight` px high.
 */
export function rowWindow(
  count: number,
  rowHeight: number,
  scrollTop: number,
  viewHeight: number,
  overscan = WINDOW_OVERSCAN,
): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(viewHeight / rowHeight) + 1;
  const start = Math.max(0, Math.min(count, first - overscan));
  const end = Math.max(start, Math.min(count, first + visible + overscan));
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}

/**
 * Windowing of a long table body (thousands of rows): when `enabled`, reads the scroll box's
 * position and height once laid out and returns the rows to render; otherwise every row. Sorting or
 * selecting then touches only the few dozen rows in view, whatever the length of the data. The
 * caller calls `follow` when the box scrolls or changes size (`DataTable` has one observer of the
 * box for this and its scroll edges).
 */
export function useRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  enabled: boolean,
): { window: RowWindow; follow: () => void } {
  const [view, setView] = useState({ top: 0, height: 0 });
  const measure = useCallback(() => {
    const node = scrollRef.current;
    if (!node) return;
    setView((current) =>
      current.top === node.scrollTop && current.height === node.clientHeight
        ? current
        : { top: node.scrollTop, height: node.clientHeight },
    );
  }, [scrollRef]);

  useLayoutEffect(() => {
    if (enabled) measure();
  }, [enabled, measure]);

  if (!enabled) return { window: { start: 0, end: count, before: 0, after: 0 }, follow: measure };
  // Before the first measurement the box's height is unknown: a screenful of rows is a safe start.
  const height = view.height || rowHeight * 20;
  return { window: rowWindow(count, rowHeight, view.top, height), follow: measure };
}
