import { memo, type ReactNode } from 'react';
import type { FeedWindow } from './use-feed-window';

/** The class names a windowed feed gives its blocks. */
export interface FeedBlockClasses {
  /** A drawn block. */
  block: string;
  /** A block left as an empty element of its height. */
  gap: string;
  /** The list of a drawn block's lines. */
  lines: string;
}

interface FeedBlockProps<T> {
  blockKey: number;
  lines: readonly T[];
  drawn: boolean;
  gapHeight: number;
  observe: FeedWindow['observe'];
  /** The same object for every render of a feed (not compared). */
  classes: FeedBlockClasses;
  /** Draws one line with its key; one function for every render of a feed (not compared). */
  renderLine: (line: T) => ReactNode;
}

/** Lines are kept as the same objects while unchanged (the push's structural sharing). */
function sameLines<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function FeedBlockView<T>({
  blockKey,
  lines,
  drawn,
  gapHeight,
  observe,
  classes,
  renderLine,
}: FeedBlockProps<T>) {
  if (!drawn) {
    return (
      <li
        className={classes.gap}
        data-block-key={blockKey}
        data-block-gap=""
        style={{ height: gapHeight }}
        ref={observe}
      />
    );
  }
  return (
    <li
      className={classes.block}
      data-block-key={blockKey}
      data-block-lines={lines.length}
      ref={observe}
    >
      <ol className={classes.lines}>{lines.map(renderLine)}</ol>
    </li>
  );
}

/**
 * A block of a windowed feed's lines (`useFeedWindow`), or an empty element of its height when it is
 * far from the viewport. It renders again only when it is drawn or left as a gap, or when its lines
 * (drawn) or its height (a gap) change, so a push that brings a line on top renders the newest block
 * only.
 */
export const FeedBlock = memo(
  FeedBlockView,
  (a, b) =>
    a.drawn === b.drawn &&
    a.blockKey === b.blockKey &&
    (a.drawn ? sameLines(a.lines, b.lines) : a.gapHeight === b.gapHeight),
) as <T>(props: FeedBlockProps<T>) => ReactNode;
