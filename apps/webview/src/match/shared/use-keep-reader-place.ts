import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { ReaderAnchor, ReaderPlace } from './reader-place';

let anchoring: boolean | undefined;

/**
 * Whether the browser keeps the reader's place by itself: CSS scroll anchoring (`overflow-anchor`),
 * which Chromium, and so Android's WebView, has and WebKit (iOS's WKWebView) does not. Where it has
 * it, the feeds leave the reader's place to it and read no layout at all on a push.
 */
export function browserKeepsReaderPlace(): boolean {
  anchoring ??= typeof CSS !== 'undefined' && CSS.supports('overflow-anchor', 'auto');
  return anchoring;
}

/**
 * Keeps what the reader looks at in place when a feed changes above it (lines arriving on top, a
 * block far above drawn again), where the browser does not ({@link browserKeepsReaderPlace}: WebKit):
 * when the reader is scrolled down into the feed, the line in the middle of the viewport is read
 * once before the change goes in (during render, while the page's layout is still the one on screen)
 * and once after, and the page is scrolled by exactly as far as it moved, before the frame is
 * painted. Where the browser anchors scrolling itself (Chromium), this does nothing: doing both would
 * scroll twice.
 *
 * Nothing is measured while the top of the feed is in view or below it (the usual case while a match
 * is watched live): a push then costs no layout read at all.
 *
 * @param listRef the feed's element; its line elements carry `data-line-key`, its blocks
 *   `data-block-key`.
 * @param version changes whenever what the feed draws changes.
 * @param place the page's `useReaderPlace` (reader-place.ts): where the place read on a push is kept.
 */
export function useKeepReaderPlace(
  listRef: RefObject<HTMLElement | null>,
  version: string | number | undefined,
  place?: ReaderPlace,
): void {
  const scrolledY = useRef(0);
  const shownVersion = useRef(version);
  const before = useRef<ReaderAnchor | null>(null);

  const keeps = !browserKeepsReaderPlace();
  // During render, before the commit: remember where the line the reader looks at stands.
  if (keeps && version !== shownVersion.current && scrolledY.current > 0) {
    before.current = place?.taken ? place.before : readerAnchor(listRef.current);
  }

  useEffect(() => {
    if (!keeps) return;
    const onScroll = () => {
      scrolledY.current = window.scrollY;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [keeps]);

  useLayoutEffect(() => {
    if (place) place.list = listRef.current;
  });

  // On a push, the place is read before any part of the page renders it: the layout is still the
  // one on screen, so the read costs no layout. Read in this render instead, it would force the
  // layout that the header's changes (the clock, the score) had just made dirty, once more per push.
  useEffect(() => {
    if (!keeps || !place) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = place.onPush(() => {
      place.before = readerAnchor(place.list);
      place.taken = true;
      // The push's render runs in a microtask, before this task: a later render of the feed alone
      // (a block drawn while scrolling) reads the place for itself.
      clearTimeout(timer);
      timer = setTimeout(() => {
        place.taken = false;
        place.before = null;
      });
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [keeps, place]);

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
function readerAnchor(list: HTMLElement | null): ReaderAnchor | null {
  if (!list || list.getBoundingClientRect().top >= 0) return null;
  const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
  const line = hit?.closest('[data-line-key], [data-block-key]');
  const anchor = line && list.contains(line) ? line : list.lastElementChild;
  return anchor ? { anchor, top: anchor.getBoundingClientRect().top } : null;
}
