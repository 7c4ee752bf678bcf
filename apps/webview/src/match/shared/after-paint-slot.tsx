import { type ReactNode, Suspense } from 'react';
import { useAfterPaint } from './use-after-paint';

/**
 * Renders `children` (a lazily loaded part) only once the frame that showed this slot has painted,
 * and `when` holds: asking for a chunk adds a link per file to the document, script work that made
 * the task drawing a page longer on a slow phone (docs/performance.md, "The page's own tasks after
 * the first paint"). Nothing shows until the part is in.
 */
export function AfterPaintSlot({ when = true, children }: { when?: boolean; children: ReactNode }) {
  const painted = useAfterPaint(when);
  return painted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
