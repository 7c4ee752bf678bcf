import { PAGE_LOADERS } from './page-loaders';
import { splitHash } from './routing/hash-location';
import { startPageLoad } from './routing/lazy-page';
import { findRoute } from './routing/routes';

/**
 * Starts loading the code of the page the document was opened on, before the app's first render:
 * asking for a route's files (its scripts and styles, each a request the build's loader adds to the
 * document) was part of the first render's task on a slow phone, and now comes before it in a task
 * of its own (docs/performance.md, "Where the blocking time went"). An unknown path loads nothing.
 */
export function startOpenedPageLoad(): void {
  const route = findRoute(splitHash(window.location.hash).path);
  if (route) void startPageLoad(route.path, PAGE_LOADERS[route.name]);
}
