import { useEffect, useState } from 'react';

/**
 * How many of a page's `total` cards to draw: the first at once, then one more per task until all
 * are drawn, so a long page's first content is not one long task on a slow phone (docs/performance.md,
 * "Where the blocking time went"). Cards come in the page's order, each below the last, so none moves
 * one already shown. A card once drawn is drawn at once again when new data comes.
 */
export function useStagedCount(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (total === 0 || shown >= total) return;
    const timer = setTimeout(() => setShown((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
