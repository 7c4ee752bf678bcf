import { useEffect, useRef } from 'react';
import type { Reload } from './page-reloads';
import { useServices } from './services-context';

/**
 * Registers a reload of the page for the app's refresh while the calling component is mounted: the
 * host's `refresh`, pull-to-refresh, the request-failure view's reload link, a new token, and an
 * automatic socket reconnect all run it, once each. Data hooks (`useCall`, `useRequest`) register
 * themselves; this is for what is not an HTTP call (a live page's patience, a pool of day calls).
 */
export function usePageReload(reload: Reload): void {
  const { reloads } = useServices();
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => reloads.register(() => latest.current()), [reloads]);
}
