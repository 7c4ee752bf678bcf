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
  const [topInView, setTopInView] = useState(false);
  const [heldFrom, setHeldFrom] = useState<T['id'] | null>(null);
  const shownFirst = useRef<T['id'] | undefined>(lines[0]?.id);

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
    if (lines[0]?.id !== first && lines.some((line) => line.id === first)) {
      from = first;
      setHeldFrom(first);
    }
  }
  const start = from === null ? 0 : lines.findIndex((line) => line.id === from);
  if (from !== null && start < 0) setHeldFrom(null);
  // A replay sought backwards can take the held-from line away: everything is shown then.
  const shown = start > 0 ? lines.slice(start) : lines;
  const held = start > 0 ? lines.slice(0, start) : [];

  useLayoutEffect(() => {
    shownFirst.current = shown[0]?.id;
  });

  const newest = useRef(lines[0]?.id);
  newest.current = lines[0]?.id;
  const release = useCallback(() => {
    shownFirst.current = newest.current;
    setHeldFrom(null);
  }, []);
  return { shown, held, release };
}
