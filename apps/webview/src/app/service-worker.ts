import { SERVICE_WORKER_FILE } from './offline-cache';

/**
 * Registers the service worker (docs/offline.md) once the page has loaded, where the runtime has
 * service workers; a WebView without them runs the app exactly as before. The worker takes control
 * of the open page when it first installs, so the code of every page visited from then on is kept;
 * the code loaded before, it is handed then (`keepLoadedCode`).
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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
