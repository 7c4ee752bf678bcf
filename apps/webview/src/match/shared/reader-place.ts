import { useState } from 'react';

/** The line the reader looks at and the top it stood at. */
export interface ReaderAnchor {
  anchor: Element;
  top: number;
}

/**
 * The reader's place in a page's feed: made by the page ({@link useReaderPlace}), read on each push
 * before the page renders it and used by the feed (`useKeepReaderPlace`, which does both, so the
 * page's first load carries none of it).
 */
export interface ReaderPlace {
  /** The feed's element, once drawn. */
  list: HTMLElement | null;
  /** Whether the place was read for the render now going in. */
  taken: boolean;
  /** What it read: `null` when the feed's top is in view (nothing to keep). */
  before: ReaderAnchor | null;
  /** The live page's `source.onPush` (use-live-match.ts). */
  onPush: (listener: () => void) => () => void;
}

/** The reader's place of a live page's feed; pass it to the feed. */
export function useReaderPlace(onPush: ReaderPlace['onPush']): ReaderPlace {
  const [place] = useState<ReaderPlace>(() => ({ list: null, taken: false, before: null, onPush }));
  return place;
}
