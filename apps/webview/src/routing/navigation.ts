import { hashHref, navigateHash, splitHash } from './hash-location';
import { findRoute, ROUTES, type RouteName, type RouteQuery } from './routes';

/** The navigation kinds of docs/behaviour.md §2. */
export type NavigationKind =
  | 'navigateTo'
  | 'redirectTo'
  | 'switchTab'
  | 'reLaunch'
  | 'navigateBack';

/** Query values appended to a path; `null`/`undefined` are left out. */
export type NavigationQuery = Record<string, string | number | boolean | null | undefined>;

/** What an interceptor is asked about. */
export interface NavigationRequest {
  kind: NavigationKind;
  /** Target path with its query, e.g. `/pages/soccer/live/live?match_id=1`; empty for `navigateBack`. */
  url: string;
  /** Pages to go back, for `navigateBack`. */
  delta?: number;
}

/** Returns `false` to cancel a navigation. */
export type NavigationInterceptor = (request: NavigationRequest) => boolean | undefined;

let interceptor: NavigationInterceptor | null = null;
const relaunchListeners = new Set<() => void>();

/** Sets (or with `null` removes) the hook that may cancel any navigation. */
export function setNavigationInterceptor(next: NavigationInterceptor | null): void {
  interceptor = next;
}

/** Runs `listener` on every `reLaunch`, so app state can start over. Returns the unsubscribe function. */
export function onRelaunch(listener: () => void): () => void {
  relaunchListeners.add(listener);
  return () => relaunchListeners.delete(listener);
}

/** Appends query parameters to a path (keeping any the path already has). */
export function buildUrl(path: string, query: NavigationQuery = {}): string {
  const { path: bare, search } = splitHash(path);
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${bare}?${text}` : bare;
}

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

function currentUrl(): string {
  const { path, search } = splitHash(window.location.hash);
  return buildUrl(search ? `${path}?${search}` : path);
}

function allowed(request: NavigationRequest): boolean {
  return interceptor?.(request) !== false;
}

function go(
  kind: NavigationKind,
  path: string,
  query: NavigationQuery | undefined,
  replace: boolean,
): boolean {
  const url = buildUrl(path, query);
  if (url === currentUrl()) return false;
  if (!allowed({ kind, url })) return false;
  navigateHash(url, { replace });
  return true;
}

/** Opens a page on top of the current one. Returns whether it navigated. */
export function navigateTo(path: string, query?: NavigationQuery): boolean {
  return go('navigateTo', path, query, false);
}

/** Replaces the current page. */
export function redirectTo(path: string, query?: NavigationQuery): boolean {
  return go('redirectTo', path, query, true);
}

/** Switches to a top-level page, replacing the current one. */
export function switchTab(path: string, query?: NavigationQuery): boolean {
  return go('switchTab', path, query, true);
}

/** Starts the app over on a page: replaces the current one and resets app state. */
export function reLaunch(path: string, query?: NavigationQuery): boolean {
  const url = buildUrl(path, query);
  // Every navigation kind skips the page already on screen (docs/behaviour.md §2).
  if (url === currentUrl()) return false;
  if (!allowed({ kind: 'reLaunch', url })) return false;
  for (const listener of relaunchListeners) listener();
  navigateHash(url, { replace: true });
  return true;
}

/** Goes back `delta` pages; with no page to go back to, opens the entry page instead. */
export function navigateBack(delta = 1): boolean {
  if (!allowed({ kind: 'navigateBack', url: '', delta })) return false;
  if (window.history.length > 1) {
    window.history.go(-Math.max(1, Math.floor(delta)));
  } else {
    navigateHash('/', { replace: true });
  }
  return true;
}

/** True when a path (without query) is a page of the app. */
export function isKnownPage(path: string): boolean {
  return findRoute(splitHash(path).path) !== undefined;
}
