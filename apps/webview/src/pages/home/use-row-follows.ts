import type { FollowTarget } from '@kanqiu/core/contract';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services-context';
import type { FollowSnapshot } from '../../follow/follow-store';

type RowStarModule = typeof import('../../follow/follow-star');

/** What the rows of the home list need of the follows: one store subscription for the list. */
export interface RowFollows {
  /** The star button, from the chunk loaded after the page. */
  Star: RowStarModule['StarButton'];
  snapshot: FollowSnapshot;
  /** {@link FollowSnapshot.keys} key of a match. */
  keyOf: (matchId: string) => string;
  atLimit: boolean;
  toggle: (target: FollowTarget, on: boolean) => void;
}

/** The star's chunk once it has arrived: a list drawn after that draws its stars at once. */
let starModule: RowStarModule | null = null;

function rowFollowsOf({
  FOLLOW_MAX,
  StarButton,
  followKey,
  followStore,
}: RowStarModule): RowFollows {
  const snapshot = followStore.getSnapshot();
  return {
    Star: StarButton,
    snapshot,
    keyOf: (matchId) => followKey('match', matchId),
    atLimit: snapshot.follows.length >= FOLLOW_MAX,
    toggle: (target, on) => void followStore.toggle(target, on),
  };
}

/**
 * The fan's follows for the home list, `null` until the star's chunk is in. The list subscribes
 * once and hands each row what its star shows: a row then builds one button, not a lazy component
 * with a subscription of its own (docs/performance.md, "The home list's scroll"). When the chunk is
 * already in (我的关注 above the list loads it), the list's first draw has its stars: no second
 * draw of every row just for them (docs/performance.md, "The home page's blocking time").
 */
export function useRowFollows(): RowFollows | null {
  const { api } = useServices();
  const [follows, setFollows] = useState<RowFollows | null>(
    () => starModule && rowFollowsOf(starModule),
  );
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    const start = (module: RowStarModule) => {
      starModule = module;
      if (!live) return;
      module.followStore.attach(api);
      const update = () =>
        setFollows((shown) =>
          shown?.snapshot === module.followStore.getSnapshot() ? shown : rowFollowsOf(module),
        );
      update();
      unsubscribe = module.followStore.subscribe(update);
    };
    if (starModule) start(starModule);
    else void import('../../follow/follow-star').then(start);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [api]);
  return follows;
}
