import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keeps what the reader looks at in place when a feed changes above it (lines arriving on top, a
 * block far above drawn again): when the reader is scrolled down into the feed, the line in the
 * middle of the viewport is read once before the change goes in (during render, while the page's
 * layout is still the one on screen) and once after, and the page is scrolled by exactly as far as
 * it moved, before the frame is painted. The browser's own scroll anchoring is off on the feed
 * (`overflow-anchor: none`): WebKit has none, and both together would scroll twice.
 *
 * Nothing is measured while the top of the feed is in view or below it (the usual case while a match
 * is watched live): a push then costs no layout read at all.
 *
 * @param listRef the feed's element; its line elements carry `data-line-key`, its blocks
 *   `data-block-key`.
 * @param version changes whenever what the feed draws changes.
 */
export function useKeepReaderPlace(
  listRef: RefObject<HTMLElement | null>,
  version: string | number | undefined,
): void {
  const scrolledY = useRef(0);
  const shownVersion = useRef(version);
  const before = useRef<{ anchor: Element; top: number } | null>(null);

  // During render, before the commit: remember where the line the reader looks at stands.
  if (version !== shownVersion.current && scrolledY.current > 0) {
    before.current = readerAnchor(listRef.current);
  }

  useEffect(() => {
    const onScroll = () => {
      scrolledY.current = window.scrollY;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    shownVersion.current = version;
    const measured = before.current;
    before.current = null;
    if (!measured?.anchor.isConnected) return;
    const moved = measured.anchor.getBoundingClientRect().top - measured.top;
    if (moved !== 0) window.scrollBy(0, moved);
  }, [version]);
}

/** The line in the middle of the viewport, or the end of the feed; null when the feed's top is in view. */
function readerAnchor(list: HTMLElement | null): { anchor: Element; top: number } | null {
  if (!list || list.getBoundingClientRect().top >= 0) return null;
  const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
  const line = hit?.closest('[data-line-key], [data-block-key]');
  const anchor = line && list.contains(line) ? line : list.lastElementChild;
  return anchor ? { anchor, top: anchor.getBoundingClientRect().top } : null;
}
