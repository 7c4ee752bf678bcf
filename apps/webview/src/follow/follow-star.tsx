import { FOLLOW_MAX } from '@kanqiu/core';
import type { FollowTarget } from '@kanqiu/core/contract';
import { StarButton } from '@kanqiu/ui';
import { followKey, followStore } from './follow-store';
import { useFollows } from './use-follows';

/** Props of {@link FollowStar}. */
export interface FollowStarProps {
  /** What the star follows; `null` while the page has no data (the star is disabled). */
  target: FollowTarget | null;
  size?: number;
  className?: string;
}

/** The follow star of a team, match, competition or player, bound to the fan's follows. */
export function FollowStar({ target, size, className }: FollowStarProps) {
  const follows = useFollows();
  const key = target ? followKey(target.kind, target.id) : '';
  return (
    <StarButton
      on={follows.keys.has(key)}
      name={target?.name ?? ''}
      pending={follows.pending.has(key) || follows.loading}
      atLimit={follows.follows.length >= FOLLOW_MAX}
      disabled={target === null}
      size={size}
      className={className}
      onToggle={(next) => {
        if (target) void followStore.toggle(target, next);
      }}
    />
  );
}

// The home list's rows draw their stars with these (pages/home/use-row-follows.ts): one chunk for
// the star of a page and the stars of the list.
export { FOLLOW_MAX, followKey, followStore, StarButton };
