/** A script or style of the build: its name carries its hash (`/assets/live-page-Bc94dRQH.js`). */
const BUILD_FILE = /\/assets\/[^/]+\.(js|css)$/;

/**
 * The message Workbox's router answers by passing each URL through its routes
 * (`Router.addCacheListener`, present in every generated worker): the route-chunk rule then keeps
 * each file as if the page had asked for it.
 */
const CACHE_URLS = 'CACHE_URLS';

/**
 * The scripts and styles the page loaded before the service worker controlled it (the first open:
 * the worker installs after the page has loaded), handed to the worker as one list now that it
 * answers: the worker asks for them itself and its route-chunk rule keeps each one
 * (docs/offline.md §4), so a page visited on the first open opens offline the next time. Asking for
 * them from the page instead cost a long main-thread task (a `fetch` and its answer per file, all at
 * once); the worker does it on its own thread. They come from the browser's own cache; the worker's
 * expiration counts them like any other.
 */
export function keepLoadedCode(): void {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && BUILD_FILE.test(url.pathname))
    .map((url) => url.href);
  worker.postMessage({ type: CACHE_URLS, payload: { urlsToCache: [...new Set(files)] } });
}
