import type { MatchListEntry } from '@kanqiu/core/contract';
import { lazy, Suspense } from 'react';

const LazyFollowSection = lazy(() =>
  import('./follow-section').then((module) => ({ default: module.FollowSection })),
);

/** Props of {@link FollowSectionSlot}. */
export interface FollowSectionSlotProps {
  matches: readonly MatchListEntry[];
  /** The server's now (Unix ms), so "today" is the replay's today. */
  now: number;
}

/** The home page's 我的关注 section, loaded after the list. */
export function FollowSectionSlot(props: FollowSectionSlotProps) {
  return (
    <Suspense fallback={null}>
      <LazyFollowSection {...props} />
    </Suspense>
  );
}
