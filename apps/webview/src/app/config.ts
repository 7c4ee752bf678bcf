import { SOCKET_RECONNECT_DELAY_MS } from '@kanqiu/core';

/** Where the app finds its backend, and the socket timing it uses. */
export interface AppConfig {
  /** Base of the HTTP API; `''` means the page's own origin. */
  apiBase: string;
  /** URL of the live socket. */
  socketUrl: string;
  /** Delay before a socket reconnect; the product default is 30 s (docs/behaviour.md §9). */
  socketReconnectDelayMs: number;
}

declare global {
  interface Window {
    /**
     * Configuration a host (or a browser test) injects before the app starts, e.g. when the webview
     * loads from a file and the API lives elsewhere.
     */
    __KANQIU_CONFIG__?: Partial<AppConfig>;
  }
}

function socketUrlFor(apiBase: string, location: Location): string {
  const base = new URL(apiBase || location.origin, location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = `${base.pathname.replace(/\/$/, '')}/ws`;
  base.search = '';
  base.hash = '';
  return base.href;
}

/**
 * Reads the configuration: values injected on `window.__KANQIU_CONFIG__` first, then the build's
 * `VITE_KQ_API_BASE` / `VITE_KQ_SOCKET_URL`, then the page's own origin (the local server serves the
 * app and the API on one port; the Vite dev server proxies `/api` and `/ws` to it).
 */
export function readConfig(win: Window = window): AppConfig {
  const injected = win.__KANQIU_CONFIG__ ?? {};
  const apiBase = injected.apiBase ?? import.meta.env.VITE_KQ_API_BASE ?? '';
  const socketUrl =
    injected.socketUrl ?? import.meta.env.VITE_KQ_SOCKET_URL ?? socketUrlFor(apiBase, win.location);
  const delay = injected.socketReconnectDelayMs;
  return {
    apiBase,
    socketUrl,
    socketReconnectDelayMs:
      typeof delay === 'number' && Number.isFinite(delay) && delay >= 0
        ? delay
        : SOCKET_RECONNECT_DELAY_MS,
  };
}
