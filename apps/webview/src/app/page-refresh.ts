import { useEffect, useRef } from 'react';

type Refresh = () => Promise<unknown> | undefined;

let current: Refresh | null = null;

/**
 * Registers what "refresh" means for the page on screen (the host's `refresh`, pull-to-refresh and
 * the request-failure view all run it). The newest mounted page wins.
 */
export function usePageRefresh(refresh: Refresh): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    const entry: Refresh = () => latest.current();
    current = entry;
    return () => {
      if (current === entry) current = null;
    };
  }, []);
}

/** Runs the current page's refresh, if it has one. */
export async function refreshCurrentPage(): Promise<void> {
  await current?.();
}
