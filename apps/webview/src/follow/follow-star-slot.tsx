import { lazy, Suspense } from 'react';
import type { FollowStarProps } from './follow-star';

// The star and the follow store load after the page: a route's first load carries only this slot.
const LazyFollowStar = lazy(() =>
  import('./follow-star').then((module) => ({ default: module.FollowStar })),
);

/** The follow star of a page or a row, loaded on demand; nothing shows until it is in. */
export function FollowStarSlot(props: FollowStarProps) {
  return (
    <Suspense fallback={null}>
      <LazyFollowStar {...props} />
    </Suspense>
  );
}
