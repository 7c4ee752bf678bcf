import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keeps what the reader looks at in place when a newest-first feed grows at the top: when lines
 * arrive while the reader is scrolled down into the feed, the page scrolls by exactly as far as the
 * line that was first has moved, so the line being read stays put. The browser's own scroll
 * anchoring is off on the feed (`overflow-anchor: none`): WebKit has none, and both together would
 * scroll twice.
 *
 * Nothing is measured while the reader is at the top of the page (the usual case while a match is
 * watched live): new lines may then push the feed down, and a push costs no layout read at all.
 * Otherwise the old first line is read once before the new lines go in (during render, while the
 * page's layout is still the one on screen) and once after.
 *
 * @param listRef the feed's element; its line elements carry `data-line-key`.
 * @param firstKey the key of the newest line.
 */
export function useKeepReaderPlace(
  listRef: RefObject<HTMLElement | null>,
  firstKey: string | number | undefined,
): void {
  const scrolledY = useRef(0);
  const shownFirst = useRef(firstKey);
  const before = useRef<{ key: string | number; top: number } | null>(null);

  // During render, before the commit: remember where the line that is first on screen stands.
  if (
    firstKey !== shownFirst.current &&
    scrolledY.current > 0 &&
    shownFirst.current !== undefined
  ) {
    const line = lineElement(listRef.current, shownFirst.current);
    before.current = line ? { key: shownFirst.current, top: pageTop(line) } : null;
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
    shownFirst.current = firstKey;
    const measured = before.current;
    before.current = null;
    const list = listRef.current;
    if (!measured || !list) return;
    const line = lineElement(list, measured.key);
    if (!line) return;
    const moved = pageTop(line) - measured.top;
    const listTop = pageTop(list);
    if (moved > 0 && window.scrollY > listTop) window.scrollBy(0, moved);
  }, [firstKey, listRef]);
}

function lineElement(list: HTMLElement | null, key: string | number): HTMLElement | null {
  return list?.querySelector<HTMLElement>(`[data-line-key="${CSS.escape(String(key))}"]`) ?? null;
}

function pageTop(element: HTMLElement): number {
  return element.getBoundingClientRect().top + window.scrollY;
}
