import {
  isFinished,
  SOCKET_MAX_RECONNECT_ATTEMPTS,
  SOCKET_MAX_SCENES,
  SOCKET_NOT_CONNECTED_MESSAGE,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_PING_MESSAGE,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_RECONNECT_JITTER_MS,
  SOCKET_SILENT_PERIODS,
  SOCKET_TIMEOUT_MS,
  SocketMessageType,
} from '@kanqiu/core';
import type { ScenePageBase, SceneSpec, TrendContent } from '@kanqiu/core/contract/base';
import { createEmitter, type Emitter, type Listener, type Unsubscribe } from '../emitter';
import { consoleLogger, type Logger } from '../logger';
import { NET_MESSAGES } from '../messages';
import { globalTimers, type TimerHandle, type Timers } from '../timers';
import { KeepAlive } from './keep-alive';
import { LiveSocketError } from './live-socket-error';
import type {
  AnyScenePush,
  LiveSocketEvents,
  LiveSocketOptions,
  SocketState,
} from './live-socket-options';
import { discardSocket, type PendingConnect, pendingConnect } from './native-socket';
import { watchPageWake } from './page-wake';
import { ReconnectSchedule } from './reconnect-schedule';
import { SceneStream } from './scene-stream';
import { WatchedScenes } from './watched-scenes';

/** True when the browser knows it has no network (`navigator.onLine` is false). */
function browserOffline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;
}

/**
 * The live socket manager (docs/behaviour.md §4) on a native `WebSocket`: one socket at a time,
 * opened only while a page holds a scene; keep-alive; `init` → subscribe; each push validated once
 * against the scene's schema and gated by `up_time`; closing for good on a finished match; a bounded
 * reconnect. Plain TypeScript; `@kanqiu/net/jotai` mirrors it into atoms.
 *
 * @example
 * const live = new LiveSocket({
 *   url: config.socketUrl,
 *   subscribe: (request) => api.call(userSceneCall, request),
 * });
 * live.on('pageData', render);
 * await live.open(footballMatchScene('2058017'));
 */
export class LiveSocket {
  readonly #options: LiveSocketOptions;
  readonly #timers: Timers;
  readonly #logger: Logger;
  readonly #emitter: Emitter<LiveSocketEvents>;
  readonly #keepAlive: KeepAlive;
  readonly #reconnects: ReconnectSchedule;
  #socket: WebSocket | null = null;
  #state: SocketState = 'idle';
  #pending: PendingConnect | null = null;
  #connectTimer: TimerHandle | null = null;
  #enabled: boolean;
  #manualClosed = false;
  /** The browser said `offline` and not yet `online` again. */
  #offlineNow = false;
  #finished = false;
  #disposed = false;
  #stopWatching: (() => void) | null = null;
  #leaving: TimerHandle | null = null;
  readonly #stream: SceneStream;
  readonly #watched: WatchedScenes;
  /** Scenes the current connection is subscribed to (the server keeps each until it closes). */
  readonly #subscribed = new Set<string>();

  constructor(options: LiveSocketOptions) {
    this.#options = options;
    this.#timers = options.timers ?? globalTimers;
    this.#logger = options.logger ?? consoleLogger;
    this.#enabled = options.enabled ?? true;
    this.#reconnects = new ReconnectSchedule({
      timers: this.#timers,
      logger: this.#logger,
      delayMs: options.reconnectDelayMs ?? SOCKET_RECONNECT_DELAY_MS,
      jitterMs: options.reconnectJitterMs ?? SOCKET_RECONNECT_JITTER_MS,
      random: options.random ?? Math.random,
      maxAttempts: options.maxReconnectAttempts ?? SOCKET_MAX_RECONNECT_ATTEMPTS,
      // A page may have let its scene go while the attempt waited: then there is nothing to open.
      attempt: () => {
        if (this.#hasScenes()) void this.#open(true);
      },
    });
    this.#emitter = createEmitter((error) =>
      this.#logger.error(NET_MESSAGES.listenerFailed, error),
    );
    this.#stream = new SceneStream(this.#emitter, this.#logger);
    this.#watched = new WatchedScenes(this.#emitter, this.#logger);
    if (options.scene) this.#stream.setScene(options.scene);
    const intervalMs = options.pingIntervalMs ?? SOCKET_PING_INTERVAL_MS;
    const silentAfterMs = intervalMs * (options.silentPeriods ?? SOCKET_SILENT_PERIODS);
    this.#keepAlive = new KeepAlive({
      timers: this.#timers,
      intervalMs,
      silentAfterMs,
      sendPing: () => this.#ping(),
      onSilent: () => {
        const error = new LiveSocketError('silent', NET_MESSAGES.socketSilent(silentAfterMs));
        if (this.#socket) this.#down(this.#socket, error);
      },
    });
  }

  /** idle → connecting → open → closed. */
  get state(): SocketState {
    return this.#state;
  }
  /** The id the server gave this connection in `init`; `null` before. */
  get clientId(): string | null {
    return this.#stream.clientId;
  }
  /** The scene a page holds, with its push schema; `null` when none does. */
  get scene(): SceneSpec<ScenePageBase> | null {
    return this.#stream.spec;
  }
  /** The newest valid push of the scene held. */
  get pageData(): AnyScenePush | null {
    return this.#stream.page;
  }
  /** `up_time` of the applied page data: a push is applied only when newer. */
  get updatedAt(): number | null {
    return this.#stream.page?.up_time ?? null;
  }
  /** The newest trend data. */
  get trendData(): TrendContent | null {
    return this.#stream.trend;
  }
  /** True once a push said the match finished; the socket stays closed until `connect()`. */
  get finished(): boolean {
    return this.#finished;
  }
  /** Reconnect attempts made since the last open. */
  get reconnectAttempts(): number {
    return this.#reconnects.attempts;
  }
  /** The socket feature switch; turning it off cancels a scheduled reconnect. */
  get enabled(): boolean {
    return this.#enabled;
  }
  set enabled(value: boolean) {
    this.#enabled = value;
    if (!value) this.#reconnects.cancel();
  }

  /** Listens to an event; returns the unsubscribe. */
  on<K extends keyof LiveSocketEvents>(
    event: K,
    listener: Listener<LiveSocketEvents[K]>,
  ): Unsubscribe {
    return this.#emitter.on(event, listener);
  }

  /**
   * A page takes the socket for its scene (live, exponent and facts pages): the scene is set and the
   * socket opened, or kept when it is already open, e.g. from a page of the same match that was
   * just left.
   */
  open(scene: SceneSpec<ScenePageBase>): Promise<void> {
    this.#cancelLeave();
    void this.setScene(scene);
    return this.connect();
  }

  /**
   * The page that held the scene goes: the scene is cleared at once (no later refresh may reopen
   * it) and the socket closes for good, unless another page takes the socket in the same task.
   */
  leave(): void {
    void this.setScene(null);
    this.#cancelLeave();
    this.#leaving = this.#timers.setTimeout(() => {
      this.#leaving = null;
      if (!this.#hasScenes()) this.close().catch(() => undefined);
    }, 0);
  }

  /**
   * Opens the socket for the scene held. Resolves once open, at once when already open or when no
   * page holds a scene (nothing to show, so nothing opens), with the pending attempt when
   * connecting; rejects with the failure when the socket errors or closes before opening.
   */
  connect(): Promise<void> {
    if (this.#disposed)
      return Promise.reject(new LiveSocketError('aborted', NET_MESSAGES.socketClosed));
    if (!this.#hasScenes()) return Promise.resolve();
    this.#manualClosed = false;
    this.#finished = false;
    this.#offlineNow = browserOffline();
    this.#stopWatching ??= watchPageWake(this.#options, {
      onVisible: () => this.#wake(),
      onOnline: () => this.#online(),
      onOffline: () => this.#offline(),
    });
    if (this.#state === 'open' && this.#socket) return Promise.resolve();
    if (this.#state === 'connecting' && this.#pending) return this.#pending.promise;
    this.#reconnects.cancel();
    return this.#open(false);
  }

  /**
   * Closes the socket for good (no reconnect until `connect()`); the host's `closeSocket`. Rejects
   * with `WebSocket not connected` when there is no socket.
   */
  close(): Promise<void> {
    this.#manualClosed = true;
    this.#reconnects.cancel();
    const socket = this.#socket;
    if (!socket) return Promise.reject(new Error(SOCKET_NOT_CONNECTED_MESSAGE));
    this.#teardown(socket, new LiveSocketError('aborted', NET_MESSAGES.socketClosedBeforeOpen));
    return Promise.resolve();
  }

  /**
   * Closes the current socket, if any, and opens a new one for the scene held (pull-to-refresh, the
   * host's refresh); without a scene it does nothing.
   */
  reconnect(): Promise<void> {
    if (!this.#hasScenes()) return Promise.resolve();
    if (this.#socket)
      this.#teardown(this.#socket, new LiveSocketError('replaced', NET_MESSAGES.socketReplaced));
    return this.connect();
  }

  /** Sends text (objects as JSON). Rejects with `WebSocket not connected` unless open. */
  send(data: string | object): Promise<void> {
    const socket = this.#socket;
    if (!socket || socket.readyState !== socket.OPEN) {
      return Promise.reject(new Error(SOCKET_NOT_CONNECTED_MESSAGE));
    }
    try {
      socket.send(typeof data === 'string' ? data : JSON.stringify(data));
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /**
   * Switches the page's scene: the data of the old scene is dropped and, when the socket is open,
   * the new scene is subscribed at once (a socket closed by a finished match needs `connect()`).
   * Resolves when that call has finished (a failure is logged, never thrown).
   */
  async setScene(scene: SceneSpec<ScenePageBase> | null): Promise<void> {
    if (!this.#stream.setScene(scene)) return;
    // "Finished" was about the old scene's match.
    this.#finished = false;
    if (this.#state === 'open') await this.#subscribe();
  }

  /**
   * Watches followed matches besides the page's scene, on the same connection (at most
   * `ALERT_MAX_WATCHED`); their pushes arrive as `watchedPage`. While any is watched the socket stays
   * open on every page; an empty list lets it close when no page holds a scene.
   */
  watch(specs: readonly SceneSpec<ScenePageBase>[]): Promise<void> {
    const added = this.#watched.set(specs);
    if (this.#watched.size === 0) {
      if (!this.#stream.spec && this.#socket) this.close().catch(() => undefined);
      return Promise.resolve();
    }
    if (this.#state === 'open') {
      return Promise.all(added.map((scene) => this.#subscribeWatched(scene))).then(() => undefined);
    }
    return this.connect().catch(() => undefined);
  }

  /** The scenes watched for alerts. */
  get watching(): string[] {
    return this.#watched.scenes;
  }

  /** Closes everything and stops listening to the page; the manager cannot connect again. */
  dispose(): void {
    this.#disposed = true;
    this.#cancelLeave();
    this.#manualClosed = true;
    this.#reconnects.cancel();
    this.#stopWatching?.();
    this.#stopWatching = null;
    if (this.#socket)
      this.#teardown(this.#socket, new LiveSocketError('aborted', NET_MESSAGES.socketClosed));
  }

  #setState(next: SocketState): void {
    if (next === this.#state) return;
    this.#state = next;
    this.#emitter.emit('state', next);
  }

  #open(isReconnect: boolean): Promise<void> {
    if (this.#socket)
      this.#teardown(this.#socket, new LiveSocketError('replaced', NET_MESSAGES.socketReplaced));
    const pending = pendingConnect();
    this.#pending = pending;
    this.#setState('connecting');
    const { url } = this.#options;
    let socket: WebSocket;
    try {
      const Constructor = this.#options.WebSocket ?? globalThis.WebSocket;
      socket = new Constructor(typeof url === 'function' ? url() : url);
    } catch (error) {
      this.#logger.error(NET_MESSAGES.socketConnectError, error);
      this.#pending = null;
      this.#setState('closed');
      pending.reject(error);
      this.#scheduleReconnect();
      return pending.promise;
    }
    this.#socket = socket;
    this.#subscribed.clear();
    this.#connectTimer = this.#timers.setTimeout(() => {
      this.#down(socket, new LiveSocketError('timeout', NET_MESSAGES.socketConnectTimeout));
    }, this.#options.connectTimeoutMs ?? SOCKET_TIMEOUT_MS);
    socket.onopen = () => {
      this.#clearConnectTimer();
      this.#reconnects.reset();
      this.#pending = null;
      this.#setState('open');
      this.#keepAlive.start();
      pending.resolve();
      if (isReconnect) this.#emitter.emit('refresh', undefined);
    };
    socket.onmessage = (event) => this.#message(socket, event.data);
    socket.onerror = (event) => {
      this.#down(socket, new LiveSocketError('error', NET_MESSAGES.socketConnectError, event));
    };
    socket.onclose = (event) => {
      this.#down(socket, new LiveSocketError('closed', NET_MESSAGES.socketClosed, event));
    };
    return pending.promise;
  }

  /** Detaches and closes a socket, stops its timers, and settles a pending connect. */
  #teardown(socket: WebSocket, reason: LiveSocketError): void {
    discardSocket(socket);
    if (this.#socket === socket) this.#socket = null;
    this.#clearConnectTimer();
    this.#keepAlive.stop();
    this.#pending?.reject(reason);
    this.#pending = null;
    this.#setState('closed');
  }

  /** The socket errored, closed, timed out or went silent: close it and maybe reconnect. */
  #down(socket: WebSocket, reason: LiveSocketError): void {
    if (socket !== this.#socket) return;
    this.#logger.warn(reason.message, reason.cause);
    this.#teardown(socket, reason);
    this.#scheduleReconnect();
  }

  #mayReconnect(): boolean {
    if (!this.#enabled || this.#manualClosed || this.#finished || this.#disposed) return false;
    return this.#hasScenes();
  }

  #scheduleReconnect(): void {
    // Offline, every attempt would fail and spend the budget: the `online` event reconnects.
    if (!this.#mayReconnect() || this.#offlineNow) return;
    if (this.#state === 'connecting') return;
    this.#reconnects.schedule();
  }

  /** The page is visible again: a waiting reconnect runs now. */
  #wake(): void {
    if (this.#state === 'closed') this.#reconnects.runNow();
  }

  /**
   * The device lost its network. A socket cut this way often sees no close for a long time (no
   * FIN arrives), so it is taken down now: the page says 已断开 instead of a frozen 实时.
   */
  #offline(): void {
    this.#offlineNow = true;
    this.#reconnects.cancel();
    const socket = this.#socket;
    if (socket) this.#down(socket, new LiveSocketError('offline', NET_MESSAGES.socketOffline));
  }

  /**
   * The network is back: a waiting reconnect runs now. After an offline spell (which spent no
   * attempts) it is one reconnect now with a fresh budget; its `refresh` resyncs the page.
   */
  #online(): void {
    const wasOffline = this.#offlineNow;
    this.#offlineNow = false;
    if (this.#state !== 'closed' || !this.#mayReconnect()) return;
    if (!wasOffline) {
      this.#reconnects.runNow();
      return;
    }
    this.#reconnects.cancel();
    this.#reconnects.reset();
    void this.#open(true).catch(() => undefined);
  }

  #cancelLeave(): void {
    if (this.#leaving !== null) this.#timers.clearTimeout(this.#leaving);
    this.#leaving = null;
  }

  #clearConnectTimer(): void {
    if (this.#connectTimer !== null) this.#timers.clearTimeout(this.#connectTimer);
    this.#connectTimer = null;
  }

  #ping(): void {
    try {
      this.#socket?.send(SOCKET_PING_MESSAGE);
    } catch (error) {
      this.#logger.warn(NET_MESSAGES.socketPingFailed, error);
    }
  }

  #message(socket: WebSocket, data: unknown): void {
    if (socket !== this.#socket) return;
    this.#keepAlive.frameReceived();
    const frame = this.#stream.read(data);
    if (!frame) return;
    const { type, content } = frame;
    switch (type) {
      case SocketMessageType.Ping:
        if (!this.#keepAlive.takeAnswer()) {
          this.#ping();
          this.#keepAlive.pingSent();
        }
        break;
      case SocketMessageType.Init:
        if (this.#stream.readInit(content) !== null) {
          void this.#subscribe();
          for (const scene of this.#watched.scenes) void this.#subscribeWatched(scene);
        }
        break;
      case SocketMessageType.TrendFootball:
      case SocketMessageType.TrendBasketball:
        this.#stream.applyTrend(content);
        break;
      default: {
        const scene = (content as { scene?: unknown } | null)?.scene;
        if (this.#watched.has(scene)) {
          this.#watched.apply(scene as string, content);
          if (scene !== this.#stream.spec?.scene) break;
        }
        this.#finishOn(this.#stream.applyPage(content, type));
      }
    }
  }

  async #subscribe(): Promise<void> {
    const scene = this.#stream.spec?.scene;
    if (scene && !this.#takeRoom(scene)) return;
    this.#finishOn(await this.#stream.subscribe(this.#options.subscribe));
  }

  async #subscribeWatched(scene: string): Promise<void> {
    const clientId = this.#stream.clientId;
    if (!clientId || !this.#takeRoom(scene)) return;
    await this.#watched.subscribe(this.#options.subscribe, clientId, scene);
  }

  /**
   * Counts a scene against the connection's limit (`SOCKET_MAX_SCENES`). Past it, a new connection
   * replaces this one: it subscribes only the scenes held now.
   */
  #takeRoom(scene: string): boolean {
    if (this.#subscribed.has(scene)) return true;
    if (this.#subscribed.size >= SOCKET_MAX_SCENES) {
      void this.reconnect().catch(() => undefined);
      return false;
    }
    this.#subscribed.add(scene);
    return true;
  }

  /** A page holds a scene, or followed matches are watched: the socket has something to carry. */
  #hasScenes(): boolean {
    return this.#stream.spec !== null || this.#watched.size > 0;
  }

  /** A kept page that says the match is over closes the socket for good. */
  #finishOn(page: AnyScenePush | null): void {
    if (!page || !isFinished(page.status_id)) return;
    // Followed matches are still watched: the connection stays for them.
    if (this.#watched.size > 0) {
      this.#emitter.emit('finished', page);
      return;
    }
    this.#finished = true;
    this.#reconnects.cancel();
    this.#logger.info(NET_MESSAGES.socketFinished);
    if (this.#socket)
      this.#teardown(this.#socket, new LiveSocketError('aborted', NET_MESSAGES.socketFinished));
    this.#emitter.emit('finished', page);
  }
}
