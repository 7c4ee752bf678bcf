import { useEffect, useSyncExternalStore } from 'react';
import { useServices } from '../app/services-context';
import { type FollowSnapshot, followStore } from './follow-store';

/** The fan's follows, kept current; binds the follow store to the app's API on first use. */
export function useFollows(): FollowSnapshot {
  const { api } = useServices();
  useEffect(() => followStore.attach(api), [api]);
  return useSyncExternalStore(followStore.subscribe, followStore.getSnapshot);
}
