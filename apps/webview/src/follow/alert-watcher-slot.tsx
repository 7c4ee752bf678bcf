import { type ComponentType, useEffect, useState } from 'react';
import { whenIdle } from '../app/when-idle';

/** Longest wait for an idle moment before the alert watcher loads anyway (ms). */
const WATCHER_IDLE_TIMEOUT_MS = 2_000;

/**
 * The alerts of followed matches (docs/follows.md), for every page: their code loads once the
 * first page is in and the browser is idle, so no page waits for it. When it cannot load (offline,
 * a replaced build) it is tried again when the network returns; nothing is thrown at the page.
 */
export function AlertWatcherSlot() {
  const [Watcher, setWatcher] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => {
      import('./alert-watcher').then(
        (module) => {
          if (live) setWatcher(() => module.AlertWatcher);
        },
        () => {
          if (live) window.addEventListener('online', load, { once: true });
        },
      );
    };
    const cancelWait = whenIdle(load, WATCHER_IDLE_TIMEOUT_MS);
    return () => {
      live = false;
      cancelWait();
      window.removeEventListener('online', load);
    };
  }, []);
  return Watcher ? <Watcher /> : null;
}
