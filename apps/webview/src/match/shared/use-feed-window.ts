import { useCallback, useRef, useState } from 'react';

/** Lines per block of a windowed feed: the unit that is either drawn or left as a gap of its height. */
export const FEED_BLOCK_LINES = 20;
/** Height given per line to a block that has never been drawn, until it is drawn and measured. */
export const ESTIMATED_LINE_PX = 60;
/** Blocks this close above or below the viewport are drawn, so a fling does not reach a gap. */
export const FEED_DRAW_MARGIN_PX = 1000;

/** A block of a newest-first feed; `key` counts from the oldest block, so it never changes. */
export interface FeedBlock<T> {
  key: number;
  lines: readonly T[];
}

/**
 * Cuts a newest-first feed into blocks of {@link FEED_BLOCK_LINES}, counted from the oldest line, so
 * a new line only ever changes the newest block and every older block keeps its lines.
 */
export function feedBlocks<T>(lines: readonly T[]): FeedBlock<T>[] {
  const blocks: FeedBlock<T>[] = [];
  const count = Math.ceil(lines.length / FEED_BLOCK_LINES);
  for (let key = count - 1; key >= 0; key--) {
    const end = lines.length - key * FEED_BLOCK_LINES;
    blocks.push({ key, lines: lines.slice(Math.max(0, end - FEED_BLOCK_LINES), end) });
  }
  return blocks;
}

/** What {@link useFeedWindow} tells the feed about each block. */
export interface FeedWindow {
  /** Ref callback for a block's element (drawn or gap); the element carries `data-block-key`. */
  observe: (element: HTMLElement | null) => (() => void) | undefined;
  /** Whether the block is drawn; otherwise it is a gap of {@link FeedWindow.gapHeight}. */
  drawn: (key: number) => boolean;
  /** Height of a block's gap: as measured when it was last drawn, or estimated from its lines. */
  gapHeight: (key: number, lines: number) => number;
  /** Changes whenever the set of drawn blocks changes. */
  version: number;
}

/**
 * Draws only the blocks of a feed near the viewport: an IntersectionObserver with a margin of
 * {@link FEED_DRAW_MARGIN_PX} says which blocks come near, and a block leaving that band becomes an
 * empty element of the height it had, read from the observer's own entry (no extra layout read). The
 * newest block is always drawn, so lines arriving on top are real rows whose height is known.
 *
 * With `measureFirst`, every block is drawn until it has been measured once, so a gap always has its
 * block's real height and drawing a block again moves nothing: the feed pays for drawing every line
 * once, when it opens, and no estimate of a line's height is ever on screen. For a feed whose lines
 * differ in height (wrapped plays, a period's title between blocks), where a guessed gap drawn over
 * above the reader would move the page.
 *
 * @param newestKey the key of the block on top of the feed.
 * @param nextKey the key of the block below it, drawn from the start too (the observer says which
 *   others are near once they are in the page).
 * @param measureFirst draw each block until it has been measured (see above).
 */
export function useFeedWindow(
  newestKey: number,
  nextKey: number = newestKey - 1,
  measureFirst = false,
): FeedWindow {
  const near = useRef(new Set<number>([newestKey, nextKey]));
  const heights = useRef(new Map<number, number>());
  const observer = useRef<IntersectionObserver | null>(null);
  const [version, setVersion] = useState(0);

  const observe = useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return undefined;
      observer.current ??= new IntersectionObserver(
        (entries) => {
          let changed = false;
          for (const entry of entries) {
            const target = entry.target as HTMLElement;
            const key = Number(target.dataset.blockKey);
            if (target.dataset.blockGap === undefined) {
              // A block drawn only to be measured becomes a gap once measured, near or not.
              if (measureFirst && !heights.current.has(key)) changed = true;
              heights.current.set(key, entry.boundingClientRect.height);
            }
            const was = near.current.has(key);
            if (entry.isIntersecting && !was) near.current.add(key);
            else if (!entry.isIntersecting && was) near.current.delete(key);
            else continue;
            changed = true;
          }
          if (changed) setVersion((v) => v + 1);
        },
        { rootMargin: `${FEED_DRAW_MARGIN_PX}px 0px` },
      );
      const io = observer.current;
      io.observe(element);
      return () => io.unobserve(element);
    },
    [measureFirst],
  );

  return {
    observe,
    drawn: (key) =>
      key === newestKey || near.current.has(key) || (measureFirst && !heights.current.has(key)),
    gapHeight: (key, lines) => heights.current.get(key) ?? lines * ESTIMATED_LINE_PX,
    version,
  };
}
