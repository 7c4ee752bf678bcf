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

/**
 * The fan's follows for the home list, `null` until the star's chunk is in. The list subscribes
 * once and hands each row what its star shows: a row then builds one button, not a lazy component
 * with a subscription of its own (docs/performance.md, "The home list's scroll").
 */
export function useRowFollows(): RowFollows | null {
  const { api } = useServices();
  const [follows, setFollows] = useState<RowFollows | null>(null);
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    void import('../../follow/follow-star').then(
      ({ FOLLOW_MAX, StarButton, followKey, followStore }) => {
        if (!live) return;
        followStore.attach(api);
        const update = () => {
          const snapshot = followStore.getSnapshot();
          setFollows({
            Star: StarButton,
            snapshot,
            keyOf: (matchId) => followKey('match', matchId),
            atLimit: snapshot.follows.length >= FOLLOW_MAX,
            toggle: (target, on) => void followStore.toggle(target, on),
          });
        };
        update();
        unsubscribe = followStore.subscribe(update);
      },
    );
    return () => {
      live = false;
      unsubscribe();
    };
  }, [api]);
  return follows;
}
