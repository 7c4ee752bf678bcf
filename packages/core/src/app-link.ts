/**
 * The URL scheme the native app registers **(kanqiu design, docs/contract.md)**: `kanqiu://…` links
 * open the app; banners already use it for in-app jumps.
 */
export const APP_DEEP_LINK_SCHEME = 'kanqiu';

/**
 * How long the open-in-app page waits for the app to take over before it offers the download page
 * **(kanqiu design)**: a page still visible after this long means no app handled the link.
 */
export const OPEN_APP_FALLBACK_MS = 2_500;

/**
 * The deep link that opens a webview route in the app: `kanqiu://open?path=<route>`, the route
 * percent-encoded with its query.
 *
 * @example
 * appDeepLink('/pages/soccer/live/live?match_id=2058017');
 * // 'kanqiu://open?path=%2Fpages%2Fsoccer%2Flive%2Flive%3Fmatch_id%3D2058017'
 */
export function appDeepLink(path: string): string {
  const route = path.startsWith('/') ? path : `/${path}`;
  return `${APP_DEEP_LINK_SCHEME}://open?path=${encodeURIComponent(route)}`;
}
