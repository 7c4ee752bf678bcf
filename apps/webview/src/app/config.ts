import {
  DEFAULT_URL_POLICY,
  REQUEST_TIMEOUT_MS,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_RECONNECT_JITTER_MS,
  type UrlPolicy,
} from '@kanqiu/core';

/** Where the app finds its backend, the socket timing it uses, and which links it accepts. */
export interface AppConfig {
  /** Base of the HTTP API; `''` means the page's own origin. */
  apiBase: string;
  /** URL of the live socket. */
  socketUrl: string;
  /** Time an HTTP call may take; the product default is 60 s (docs/behaviour.md §9). */
  requestTimeoutMs: number;
  /** Delay before a socket reconnect; the product default is 30 s (docs/behaviour.md §9). */
  socketReconnectDelayMs: number;
  /** Upper bound of the random spread on top of the delay; default 5 s (docs/reliability.md §6). */
  socketReconnectJitterMs: number;
  /** Interval of the keep-alive ping; the product default is 10 s (docs/behaviour.md §9). */
  socketPingIntervalMs: number;
  /** Which banner links and images, and which pages of the generic webview, the app accepts. */
  urlPolicy: UrlPolicy;
}

/** What a host (or a browser test) may inject; the URL policy by its two lists. */
export type InjectedConfig = Partial<Omit<AppConfig, 'urlPolicy'>> & {
  /** Hosts whose `http:` pages and images are allowed (development only). */
  httpHosts?: string[];
  /** Hosts banner images may come from besides the app's and the API's origins. */
  imageHosts?: string[];
};

declare global {
  interface Window {
    /**
     * Configuration a host (or a browser test) injects before the app starts, e.g. when the webview
     * loads from a file and the API lives elsewhere.
     */
    __KANQIU_CONFIG__?: InjectedConfig;
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

function duration(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

function hostList(...sources: unknown[]): string[] {
  const hosts: string[] = [];
  for (const source of sources) {
    const items =
      typeof source === 'string' ? source.split(',') : Array.isArray(source) ? source : [];
    for (const item of items) {
      if (typeof item === 'string' && item.trim() !== '') hosts.push(item.trim().toLowerCase());
    }
  }
  return hosts;
}

/**
 * Reads the configuration: values injected on `window.__KANQIU_CONFIG__` first, then the build's
 * `VITE_KQ_API_BASE` / `VITE_KQ_SOCKET_URL` / `VITE_KQ_HTTP_HOSTS` / `VITE_KQ_IMAGE_HOSTS`, then the
 * page's own origin (the local server serves the app and the API on one port; the Vite dev server
 * proxies `/api` and `/ws` to it). The URL policy always trusts the page's and the API's origins.
 */
export function readConfig(win: Window = window): AppConfig {
  const injected = win.__KANQIU_CONFIG__ ?? {};
  const apiBase = injected.apiBase ?? import.meta.env.VITE_KQ_API_BASE ?? '';
  const socketUrl =
    injected.socketUrl ?? import.meta.env.VITE_KQ_SOCKET_URL ?? socketUrlFor(apiBase, win.location);
  const apiOrigin = new URL(apiBase || win.location.origin, win.location.href).origin;
  return {
    apiBase,
    socketUrl,
    requestTimeoutMs: duration(injected.requestTimeoutMs, REQUEST_TIMEOUT_MS),
    socketReconnectDelayMs: duration(injected.socketReconnectDelayMs, SOCKET_RECONNECT_DELAY_MS),
    socketReconnectJitterMs: duration(injected.socketReconnectJitterMs, SOCKET_RECONNECT_JITTER_MS),
    socketPingIntervalMs: duration(injected.socketPingIntervalMs, SOCKET_PING_INTERVAL_MS),
    urlPolicy: {
      ...DEFAULT_URL_POLICY,
      httpHosts: hostList(injected.httpHosts, import.meta.env.VITE_KQ_HTTP_HOSTS),
      imageHosts: hostList(injected.imageHosts, import.meta.env.VITE_KQ_IMAGE_HOSTS),
      ownOrigins: [...new Set([win.location.origin, apiOrigin])],
    },
  };
}
