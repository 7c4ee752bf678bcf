import { type ComponentType, useEffect, useState } from 'react';
import { whenIdle } from '../app/when-idle';

/** Longest wait for an idle moment before the alert watcher loads anyway (ms). */
const WATCHER_IDLE_TIMEOUT_MS = 2_000;

/**
 * The alerts of followed matches (docs/follows.md), for every page: their code loads once the
 * first page is in and the browser is idle, so no page waits for it. A fan known to follow nothing
 * (no token, no follow on the device: most first opens) has nothing to be alerted about, so the
 * watcher loads only once that changes (follows-known-empty.ts), rather than costing every such open its
 * code and its calls; the gate is a small file of its own, so the entry carries none of it. When
 * either cannot load (offline, a replaced build) it is tried again when the network returns;
 * nothing is thrown at the page.
 */
export function AlertWatcherSlot() {
  const [Watcher, setWatcher] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    let stopWaiting: () => void = () => undefined;
    const retryOnline = (again: () => void) => {
      if (live) window.addEventListener('online', again, { once: true });
    };
    const load = () => {
      import('./alert-watcher').then(
        (module) => {
          if (live) setWatcher(() => module.AlertWatcher);
        },
        () => retryOnline(load),
      );
    };
    const start = () => {
      import('./follows-known-empty').then(
        (gate) => {
          if (live) stopWaiting = gate.whenFollowing(load);
        },
        () => retryOnline(start),
      );
    };
    const cancelIdle = whenIdle(start, WATCHER_IDLE_TIMEOUT_MS);
    return () => {
      live = false;
      cancelIdle();
      stopWaiting();
      window.removeEventListener('online', load);
      window.removeEventListener('online', start);
    };
  }, []);
  return Watcher ? <Watcher /> : null;
}
