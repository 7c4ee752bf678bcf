import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterPaint } from '../shared/after-paint';
import type { FeedPeriod } from './text-live-periods';

/**
 * The periods the feed draws, one step at a time where one step would count as a layout shift.
 *
 * Lines that go in above the reader move the page by exactly the height added, and the reader's
 * place is kept by scrolling as much (`useKeepReaderPlace`). When one update brings both new lines of
 * the period drawn on top and a newer period above it (held plays going in across a quarter's end),
 * the top period's box would move by the newer period's height only, less than the page scrolls (by
 * the browser's scroll anchoring or by `useKeepReaderPlace`): the browser counts that as a shift of
 * the whole box, though no line moves on screen. So the top
 * period's lines go in first, and the newer periods on the next frame.
 *
 * @param periods newest period first, as `textLivePeriods` groups them.
 */
export function useStagedPeriods(periods: FeedPeriod[]): FeedPeriod[] {
  const drawnTop = useRef<{ period: number; key: number } | null>(null);
  const [, setStep] = useState(0);

  let staged = periods;
  const top = drawnTop.current;
  if (top) {
    const at = periods.findIndex((group) => group.period === top.period);
    const newest = periods[at]?.lines[0]?.key;
    if (at > 0 && newest !== undefined && newest > top.key) staged = periods.slice(at);
  }

  useLayoutEffect(() => {
    const first = staged[0];
    const key = first?.lines[0]?.key;
    drawnTop.current = first && key !== undefined ? { period: first.period, key } : null;
  });

  // After the frame with the top period's lines is painted, the newer periods go in (both steps in
  // one frame are what the staging avoids).
  useEffect(() => {
    if (staged === periods) return;
    return afterPaint(() => setStep((step) => step + 1));
  }, [staged, periods]);

  return staged;
}
