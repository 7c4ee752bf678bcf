import type { TrendContent } from '@kanqiu/core/contract';
import type { LivePage, SocketState } from '@kanqiu/net';
import { usePageData, useSocketState, useTrendData } from '@kanqiu/net/jotai';
import { useEffect } from 'react';
import { useServices } from './services-context';

/** What a live page reads from its scene. */
export interface LiveScene<TPage extends LivePage> {
  page: TPage | null;
  trend: TrendContent | null;
  state: SocketState;
}

/**
 * Opens the live socket on `scene` while the page is mounted (seed §2: live, exponent and facts pages)
 * and closes it when the page goes. The page data and trend are the current scene's only: switching
 * scene drops the old data.
 */
export function useLiveScene<TPage extends LivePage>(scene: string | null): LiveScene<TPage> {
  const { live } = useServices();
  useEffect(() => {
    if (!scene) return;
    let active = true;
    void live.setScene(scene).then(() => {
      if (active) live.connect().catch(() => undefined);
    });
    return () => {
      active = false;
      void live.close().catch(() => undefined);
    };
  }, [live, scene]);
  return { page: usePageData<TPage>(), trend: useTrendData(), state: useSocketState() };
}
