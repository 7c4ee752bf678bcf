/** A script or style of the build: its name carries its hash (`/assets/live-page-Bc94dRQH.js`). */
const BUILD_FILE = /\/assets\/[^/]+\.(js|css)$/;

/**
 * The scripts and styles the page loaded before the service worker controlled it (the first open:
 * the worker installs after the page has loaded), asked for once more now that the worker answers:
 * its route-chunk rule keeps each one (docs/offline.md §4), so a page visited on the first open
 * opens offline the next time. They come from the browser's own cache; the worker's expiration
 * counts them like any other.
 */
export async function keepLoadedCode(): Promise<void> {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && BUILD_FILE.test(url.pathname))
    .map((url) => url.href);
  await Promise.all(
    [...new Set(files)].map((file) =>
      fetch(file).then(
        (response) => response.arrayBuffer(),
        () => undefined,
      ),
    ),
  );
}
