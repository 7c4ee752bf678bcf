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
  /**
   * Ref callback for a block's element (drawn or gap); the element carries `data-block-key`, and a
   * drawn block `data-block-lines`, its number of lines.
   */
  observe: (element: HTMLElement | null) => (() => void) | undefined;
  /** Whether the block of `lines` lines is drawn; otherwise it is a gap of {@link FeedWindow.gapHeight}. */
  drawn: (key: number, lines: number) => boolean;
  /** Height of a block's gap: as measured when it was last drawn, or estimated from its lines. */
  gapHeight: (key: number, lines: number) => number;
  /** Changes whenever the set of drawn blocks changes. */
  version: number;
}

/**
 * Draws only the blocks of a feed near the viewport: an IntersectionObserver with a margin of
 * {@link FEED_DRAW_MARGIN_PX} says which blocks come near, and a block leaving that band becomes an
 * empty element of the height it had. Heights come from the observers' own entries (no extra layout
 * read): the IntersectionObserver's when a block crosses the band's edge, and a ResizeObserver's
 * whenever a drawn block changes height, so the newest block, which grows as lines arrive wherever
 * the reader is, leaves a gap of its height at the time. The newest block is always drawn, so lines
 * arriving on top are real rows whose height is known.
 *
 * With `measureFirst`, every block is drawn until it has been measured with the lines it has (once
 * for an old block; again for the block that was newest, whose last lines may have come in the same
 * frame as the next block's first), so a gap always has its block's real height and drawing a block again moves nothing: the feed pays for drawing every line
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
  /** Each block's height as last measured drawn, with its number of lines then. */
  const heights = useRef(new Map<number, { height: number; lines: number }>());
  const newest = useRef(newestKey);
  newest.current = newestKey;
  const observer = useRef<IntersectionObserver | null>(null);
  const resizes = useRef<ResizeObserver | null>(null);
  const [version, setVersion] = useState(0);

  const observe = useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return undefined;
      /** Keeps a drawn block's height; true when a block drawn only to be measured can now go. */
      const measured = (target: HTMLElement, height: number): boolean => {
        if (target.dataset.blockGap !== undefined) return false;
        const key = Number(target.dataset.blockKey);
        const lines = Number(target.dataset.blockLines);
        const known = heights.current.get(key);
        heights.current.set(key, { height, lines });
        return (
          measureFirst && known?.lines !== lines && key !== newest.current && !near.current.has(key)
        );
      };
      observer.current ??= new IntersectionObserver(
        (entries) => {
          let changed = false;
          for (const entry of entries) {
            const target = entry.target as HTMLElement;
            const key = Number(target.dataset.blockKey);
            // A block drawn only to be measured becomes a gap once measured, near or not.
            if (measured(target, entry.boundingClientRect.height)) changed = true;
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
      if (typeof ResizeObserver === 'undefined') return () => io.unobserve(element);
      resizes.current ??= new ResizeObserver((entries) => {
        let changed = false;
        for (const entry of entries) {
          const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
          if (measured(entry.target as HTMLElement, height)) changed = true;
        }
        if (changed) setVersion((v) => v + 1);
      });
      const ro = resizes.current;
      ro.observe(element);
      return () => {
        io.unobserve(element);
        ro.unobserve(element);
      };
    },
    [measureFirst],
  );

  return {
    observe,
    drawn: (key, lines) =>
      key === newestKey ||
      near.current.has(key) ||
      (measureFirst && heights.current.get(key)?.lines !== lines),
    gapHeight: (key, lines) => heights.current.get(key)?.height ?? lines * ESTIMATED_LINE_PX,
    version,
  };
}
