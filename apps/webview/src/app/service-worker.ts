import { SERVICE_WORKER_FILE } from './offline-cache';
import { whenIdle } from './when-idle';

/**
 * How long after the page's `load` the worker waits before registering (ms): the page's own late
 * requests (its advert images, the after-load parts, the alert watcher) go first, and the worker's
 * install, which downloads the whole app shell again, does not compete with them or with the page's
 * first renders on a slow phone (docs/performance.md, "The first paint from the document").
 */
export const SERVICE_WORKER_SETTLE_MS = 3_000;
/** Longest wait for an idle moment after the settle time before registering anyway (ms). */
const SERVICE_WORKER_IDLE_TIMEOUT_MS = 2_000;

/**
 * Registers the service worker (docs/offline.md) once the page has loaded and settled, in an idle
 * moment, where the runtime has service workers; a WebView without them runs the app exactly as
 * before. The worker takes control of the open page when it first installs, so the code of every
 * page visited from then on is kept; the code loaded before, it is handed then (`keepLoadedCode`).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () =>
        void import('./keep-loaded-code')
          .then(({ keepLoadedCode }) => keepLoadedCode())
          .catch(() => undefined),
      { once: true },
    );
  }
  const register = () => {
    navigator.serviceWorker
      .register(`./${SERVICE_WORKER_FILE}`)
      .catch((error: unknown) => console.warn('[kanqiu] service worker not available', error));
  };
  const settle = () =>
    setTimeout(() => whenIdle(register, SERVICE_WORKER_IDLE_TIMEOUT_MS), SERVICE_WORKER_SETTLE_MS);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}
