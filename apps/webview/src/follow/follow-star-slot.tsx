import { AfterPaintSlot } from '../match/shared/after-paint-slot';
import { lazyPart } from '../routing/lazy-part';
import type { FollowStarProps } from './follow-star';

// The star and the follow store load after the page: a route's first load carries only this slot.
// A part of the page: when its code cannot be fetched it is asked for again, and the page stays.
const LazyFollowStar = lazyPart(() => import('./follow-star').then((module) => module.FollowStar));

/**
 * The follow star of a page or a row, loaded on demand; nothing shows until it is in. Its code is
 * asked for only once the frame that shows the slot has painted: asking for a chunk adds a link per
 * file to the document, which made the task drawing a match page's frame longer on a slow phone
 * (docs/performance.md, "The page's own tasks after the first paint").
 */
export function FollowStarSlot(props: FollowStarProps) {
  return (
    <AfterPaintSlot>
      <LazyFollowStar {...props} />
    </AfterPaintSlot>
  );
}
