import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Result of {@link useHeldLines}. */
export interface HeldLines<T> {
  /** The lines the feed draws: every line but those held. */
  shown: readonly T[];
  /** New lines not drawn yet, newest first. */
  held: readonly T[];
  /** Draws the held lines (the fan asked for them). */
  release: () => void;
}

/** Result of {@link useHeldFrom}. */
export interface HeldFrom<Id> {
  /** The newest line drawn when lines are held (the first held is the one after it); else `null`. */
  from: Id | null;
  /** Draws the held lines (the fan asked for them). */
  release: () => void;
}

/**
 * The hold of {@link useHeldLines}, told only the newest line's id and whether a line is still in
 * the feed, so a long feed builds nothing per line on a push.
 *
 * @param newest the id of the newest line of the feed.
 * @param has whether the line of this id is still in the feed (a replay sought backwards takes lines
 *   away: everything is shown then).
 * @param topRef the element at the top of the feed (its slot), watched with an IntersectionObserver.
 */
export function useHeldFrom<Id extends string | number>(
  newest: Id | undefined,
  has: (id: Id) => boolean,
  topRef: RefObject<Element | null>,
): HeldFrom<Id> {
  const [topInView, setTopInView] = useState(false);
  const [heldFrom, setHeldFrom] = useState<Id | null>(null);
  const shownFirst = useRef<Id | undefined>(newest);

  useEffect(() => {
    const element = topRef.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setTopInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [topRef]);

  useEffect(() => {
    if (!topInView) setHeldFrom(null);
  }, [topInView]);

  let from = heldFrom;
  if (from === null && topInView && shownFirst.current !== undefined) {
    const first = shownFirst.current;
    if (newest !== first && has(first)) {
      from = first;
      setHeldFrom(first);
    }
  }
  if (from !== null && !has(from)) {
    from = null;
    setHeldFrom(null);
  }
  if (from === newest) from = null;

  const shown = from ?? newest;
  useLayoutEffect(() => {
    shownFirst.current = shown;
  });

  const newestRef = useRef(newest);
  newestRef.current = newest;
  const release = useCallback(() => {
    shownFirst.current = newestRef.current;
    setHeldFrom(null);
  }, []);
  return { from, release };
}

/**
 * Holds new lines of a newest-first feed back while the top of the feed is in view, so they do not
 * push the lines the fan is reading down the screen; the feed's slot above the lines says how many
 * wait and shows the newest. They go in when the fan taps the slot, or as soon as the top of the feed
 * leaves the viewport (above it, the reader's place is kept by scrolling; below it, nothing in view
 * moves).
 *
 * @param lines the feed, newest first.
 * @param topRef the element at the top of the feed (its slot), watched with an IntersectionObserver.
 */
export function useHeldLines<T extends { id: string | number }>(
  lines: readonly T[],
  topRef: RefObject<Element | null>,
): HeldLines<T> {
  const { from, release } = useHeldFrom<T['id']>(
    lines[0]?.id,
    (id) => lines.some((line) => line.id === id),
    topRef,
  );
  const start = from === null ? 0 : lines.findIndex((line) => line.id === from);
  const shown = start > 0 ? lines.slice(start) : lines;
  const held = start > 0 ? lines.slice(0, start) : [];
  return { shown, held, release };
}
