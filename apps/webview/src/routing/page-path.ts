import { hashHref } from './hash-location';
import { buildUrl } from './navigation';
import { ROUTES, type RouteName, type RouteQuery } from './routes';

/**
 * The in-app path of a route with its query, e.g. `pagePath('footballLive', { match_id })` →
 * `/pages/soccer/live/live?match_id=2058017`; for `navigateTo`, `redirectTo` and the like. The query
 * takes only the parameters the route reads (the route table lists them); `null` and `undefined`
 * values are left out.
 */
export function pagePath<N extends RouteName>(name: N, query?: RouteQuery<N>): string {
  return buildUrl(ROUTES[name].path, query);
}

/** The `href` of a link to a route with its query: {@link pagePath} inside the hash. */
export function pageHref<N extends RouteName>(name: N, query?: RouteQuery<N>): string {
  return hashHref(pagePath(name, query));
}
