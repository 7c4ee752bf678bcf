import type {
  ScenePageBase,
  ScenePush,
  SceneSpec,
  TrendContent,
  UserSceneRequest,
  UserSceneResponse,
} from '@kanqiu/core/contract/base';
import type { Logger } from '../logger';
import type { Timers } from '../timers';
import type { PageWakeSources } from './page-wake';
import type { ScenePatcher } from './scene-patcher';

/** A push of whatever scene the page holds. */
export type AnyScenePush = ScenePush<ScenePageBase>;

/** The observable state of the socket manager (docs/behaviour.md §4). */
export type SocketState = 'idle' | 'connecting' | 'open' | 'closed';

/** A `WebSocket` constructor: the browser's, Node's global one, or a compatible implementation. */
export type WebSocketConstructor = new (url: string | URL) => WebSocket;

/** Configuration of a {@link LiveSocket}. */
export interface LiveSocketOptions extends PageWakeSources {
  /** The live-data host (`wss://…/ws`), from the app's configuration; read at each connect. */
  url: string | URL | (() => string | URL);
  /**
   * Subscribes the connection to a scene after `init`: `POST /api/user/userScene` with
   * `{client_id, scene}` (`(request) => api.call(userSceneCall, request)`). What it resolves with may hold
   * the scene's current `page`; it is applied like a push.
   */
  subscribe: (request: UserSceneRequest) => Promise<UserSceneResponse>;
  /**
   * The scene the page shows, with the schema of its pushes; `null` until a page holds one. Without
   * a scene the manager never opens a socket.
   */
  scene?: SceneSpec<ScenePageBase> | null;
  /**
   * What applies page patches (`scenePatcher` of `@kanqiu/net/patches`, or the promise of its lazy
   * import). Once it is held, each new socket asks the server for patches (`/ws?patch=1`,
   * docs/contract.md §2.6): after the first whole page, each push carries only what changed. Without
   * it every push is the whole page.
   */
  patches?: ScenePatcher | Promise<ScenePatcher>;
  /** The socket feature switch: when off, nothing reconnects on its own. @default true */
  enabled?: boolean;
  /** @default globalThis.WebSocket */
  WebSocket?: WebSocketConstructor;
  /** @default the global timers */
  timers?: Timers;
  /** @default console */
  logger?: Logger;
  /** @default SOCKET_PING_INTERVAL_MS (10 s) */
  pingIntervalMs?: number;
  /** @default SOCKET_RECONNECT_DELAY_MS (30 s) */
  reconnectDelayMs?: number;
  /**
   * Upper bound of the random spread added to every reconnect delay, so the clients of one outage do
   * not all return in the same second; 0 for none. @default SOCKET_RECONNECT_JITTER_MS (5 s)
   */
  reconnectJitterMs?: number;
  /** Random numbers in [0, 1) for the reconnect spread; tests pass their own. @default Math.random */
  random?: () => number;
  /** @default SOCKET_MAX_RECONNECT_ATTEMPTS (6) */
  maxReconnectAttempts?: number;
  /** Keep-alive periods without a frame before the link counts as closed. @default SOCKET_SILENT_PERIODS (3) */
  silentPeriods?: number;
  /** Time a connect may take, in ms. @default SOCKET_TIMEOUT_MS (60 s) */
  connectTimeoutMs?: number;
}

/** Events of a {@link LiveSocket}; each carries the new value. */
export interface LiveSocketEvents extends Record<string, unknown> {
  state: SocketState;
  clientId: string | null;
  /** The newest valid push of the scene held; `null` when the scene changes. */
  pageData: AnyScenePush | null;
  trend: TrendContent | null;
  /** A reconnect opened: the page should reload what it shows. */
  refresh: undefined;
  /** The match finished (`status_id` 10): the socket is closed for good. */
  finished: AnyScenePush;
  /** A new page of a watched scene (`LiveSocket.watch`): a followed match elsewhere. */
  watchedPage: AnyScenePush;
}
