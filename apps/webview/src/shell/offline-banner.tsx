import { useEffect, useState, useSyncExternalStore } from 'react';
import { useServices } from '../app/services-context';
import { useOnline } from '../app/use-online';
import { beijingClock } from '../user/beijing-time';
import { SHELL_TEXT } from './texts';

/**
 * How long cached data may show while the network is there before the banner says it is old: a
 * second open paints from cache and the fresh answer usually replaces it well within this.
 */
export const STALE_MARK_DELAY_MS = 1_500;

/**
 * The slim bar at the foot of the screen while the device is offline, or while the page shows last-seen
 * data the network has not replaced: "网络已断开", or "离线 · 14:02 的数据" with the time the data
 * shown was fetched (Beijing time, like every time the product shows).
 */
export function OfflineBanner() {
  const online = useOnline();
  const { staleData } = useServices();
  const staleAt = useSyncExternalStore(staleData.subscribe, staleData.oldest, () => null);
  const [staleLong, setStaleLong] = useState(false);
  useEffect(() => {
    setStaleLong(false);
    if (staleAt === null) return;
    const timer = setTimeout(() => setStaleLong(true), STALE_MARK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [staleAt]);

  const clock = staleAt === null ? '' : beijingClock(new Date(staleAt).toISOString());
  let text: string | null = null;
  if (!online) text = clock ? SHELL_TEXT.offlineStale(clock) : SHELL_TEXT.offlineBanner;
  else if (clock && staleLong) text = SHELL_TEXT.stale(clock);
  if (text === null) return null;
  return (
    <output className="app-offline-banner" data-offline={!online}>
      {text}
    </output>
  );
}
