import { isFinished, SOCKET_NOT_CONNECTED_MESSAGE, SocketMessageType } from '@kanqiu/core';
import {
  PAGE_PATCH_MESSAGE_TYPE,
  type ScenePageBase,
  type SceneSpec,
  SOCKET_PATCH_PARAM,
  SOCKET_PATCH_VERSION,
  type TrendContent,
} from '@kanqiu/core/contract/base';
import { createEmitter, type Emitter, type Listener, type Unsubscribe } from '../emitter';
import { consoleLogger, type Logger } from '../logger';
import { NET_MESSAGES } from '../messages';
import { globalTimers, type TimerHandle, type Timers } from '../timers';
import { LiveSocketError } from './live-socket-error';
import type {
  AnyScenePush,
  LiveSocketEvents,
  LiveSocketOptions,
  SocketState,
} from './live-socket-options';
import { SceneBudget } from './scene-budget';
import type { ScenePatcher } from './scene-patcher';
import { SceneStream } from './scene-stream';
import { SocketConnection } from './socket-connection';
import { WatchedScenes } from './watched-scenes';

/**
 * How long after the manager is made a socket about to open waits for the patch code still loading
 * before it opens without asking for patches. A socket that opens without asking gets the whole page
 * on every push for its life.
 */
export const PATCHES_WAIT_MS = 2_000;

/**
 * The live socket manager (docs/behaviour.md §4) on a native `WebSocket`: one socket at a time,
 * opened only while a page holds a scene; keep-alive; `init` → subscribe; each push validated once
 * against the scene's schema and gated by `up_time`; closing for good on a finished match; a bounded
 * reconnect. Plain TypeScript; `@kanqiu/net/jotai` mirrors it into atoms. The socket's life is
 * {@link SocketConnection}'s; this class holds the scenes it carries.
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
  readonly #connection: SocketConnection;
  #finished = false;
  #leaving: TimerHandle | null = null;
  readonly #stream: SceneStream;
  readonly #watched: WatchedScenes;
  /** Scenes the current connection is subscribed to (the server keeps each until it closes). */
  readonly #budget = new SceneBudget();
  /** Scenes whose whole page was asked for again after a patch did not fit, until it comes. */
  readonly #resyncing = new Set<string>();
  /** Applies page patches once held; until then no socket asks for them. */
  #patcher: ScenePatcher | null = null;
  /** The patch code still loading, which a socket about to open waits for (`PATCHES_WAIT_MS`). */
  #patcherLoading: Promise<unknown> | null = null;

  constructor(options: LiveSocketOptions) {
    this.#options = options;
    this.#timers = options.timers ?? globalTimers;
    this.#logger = options.logger ?? consoleLogger;
    this.#emitter = createEmitter((error) =>
      this.#logger.error(NET_MESSAGES.listenerFailed, error),
    );
    this.#stream = new SceneStream(this.#emitter, this.#logger);
    this.#watched = new WatchedScenes(this.#emitter, this.#logger);
    if (options.scene) this.#stream.setScene(options.scene);
    const { patches } = options;
    if (patches instanceof Promise) {
      const loaded = patches.then(
        (patcher) => {
          this.#patcher = patcher;
        },
        (error: unknown) => this.#logger.warn(NET_MESSAGES.socketPatchesUnavailable, error),
      );
      const waited = new Promise<void>((done) => this.#timers.setTimeout(done, PATCHES_WAIT_MS));
      this.#patcherLoading = Promise.race([loaded, waited]).then(() => {
        this.#patcherLoading = null;
      });
    } else this.#patcher = patches ?? null;
    this.#connection = new SocketConnection(
      { ...options, url: () => this.#address() },
      { timers: this.#timers, logger: this.#logger, emitter: this.#emitter },
      {
        hasScenes: () => this.#hasScenes(),
        finished: () => this.#finished,
        onFrame: (data) => this.#message(data),
        onNewSocket: () => this.#budget.clear(),
      },
    );
  }

  /** idle → connecting → open → closed. */
  get state(): SocketState {
    return this.#connection.state;
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
    return this.#connection.reconnectAttempts;
  }
  /** The socket feature switch; turning it off cancels a scheduled reconnect. */
  get enabled(): boolean {
    return this.#connection.enabled;
  }
  set enabled(value: boolean) {
    this.#connection.enabled = value;
  }
  /** The scenes watched for alerts. */
  get watching(): string[] {
    return this.#watched.scenes;
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
    if (this.#connection.disposed)
      return Promise.reject(new LiveSocketError('aborted', NET_MESSAGES.socketClosed));
    if (!this.#hasScenes()) return Promise.resolve();
    this.#finished = false;
    const loading = this.#patcherLoading;
    // Whether a socket asks for patches is fixed when it opens: wait briefly for the patch code.
    return loading ? loading.then(() => this.connect()) : this.#connection.connect();
  }

  /**
   * Closes the socket for good (no reconnect until `connect()`); the host's `closeSocket`. Rejects
   * with `WebSocket not connected` when there is no socket.
   */
  close(): Promise<void> {
    const closed = this.#connection.close(
      new LiveSocketError('aborted', NET_MESSAGES.socketClosedBeforeOpen),
    );
    return closed ? Promise.resolve() : Promise.reject(new Error(SOCKET_NOT_CONNECTED_MESSAGE));
  }

  /**
   * Closes the current socket, if any, and opens a new one for the scene held (pull-to-refresh, the
   * host's refresh); without a scene it does nothing.
   */
  reconnect(): Promise<void> {
    if (!this.#hasScenes()) return Promise.resolve();
    this.#connection.drop(new LiveSocketError('replaced', NET_MESSAGES.socketReplaced));
    return this.connect();
  }

  /** Sends text (objects as JSON). Rejects with `WebSocket not connected` unless open. */
  send(data: string | object): Promise<void> {
    return this.#connection.send(data);
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
    if (this.state === 'open') await this.#subscribe();
  }

  /**
   * Watches followed matches besides the page's scene, on the same connection (at most
   * `ALERT_MAX_WATCHED`); their pushes arrive as `watchedPage`. While any is watched the socket stays
   * open on every page; an empty list lets it close when no page holds a scene.
   */
  watch(specs: readonly SceneSpec<ScenePageBase>[]): Promise<void> {
    const added = this.#watched.set(specs);
    if (this.#watched.size === 0) {
      if (!this.#stream.spec && this.#connection.hasSocket) this.close().catch(() => undefined);
      return Promise.resolve();
    }
    if (this.state === 'open') {
      return Promise.all(added.map((scene) => this.#subscribeWatched(scene))).then(() => undefined);
    }
    return this.connect().catch(() => undefined);
  }

  /** Closes everything and stops listening to the page; the manager cannot connect again. */
  dispose(): void {
    this.#cancelLeave();
    this.#connection.dispose();
  }

  /** The socket's address, asking for page patches when a patcher is held. */
  #address(): string | URL {
    const { url } = this.#options;
    const address = typeof url === 'function' ? url() : url;
    if (!this.#patcher) return address;
    const withPatches = new URL(address, globalThis.location?.href);
    withPatches.searchParams.set(SOCKET_PATCH_PARAM, SOCKET_PATCH_VERSION);
    return withPatches;
  }

  #cancelLeave(): void {
    if (this.#leaving !== null) this.#timers.clearTimeout(this.#leaving);
    this.#leaving = null;
  }

  #message(data: unknown): void {
    const frame = this.#stream.read(data);
    if (!frame) return;
    const { type, content } = frame;
    switch (type) {
      case SocketMessageType.Ping:
        this.#connection.answerPing();
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
      case PAGE_PATCH_MESSAGE_TYPE:
        this.#patch(content);
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

  /** A page patch of the page's scene or a watched one; one that does not fit asks for the page. */
  #patch(content: unknown): void {
    const patcher = this.#patcher;
    // Only a socket that asked gets patches, and it asked because a patcher was held.
    if (!patcher) return;
    const scene = (content as { scene?: unknown } | null)?.scene;
    if (this.#watched.has(scene)) {
      const watched = scene as string;
      if (this.#watched.applyPatch(watched, content, patcher) === 'resync') {
        void this.#resync(watched, () => this.#subscribeWatched(watched));
      }
      if (scene !== this.#stream.spec?.scene) return;
    }
    const result = this.#stream.applyPatch(content, patcher);
    const own = this.#stream.spec?.scene;
    if (result === 'resync') {
      if (own) void this.#resync(own, () => this.#subscribe());
      return;
    }
    this.#finishOn(result);
  }

  /**
   * Subscribes a scene again: the server answers with its whole page, and sends it on the socket
   * too. One call per scene at a time; patches that miss their base meanwhile wait for it.
   */
  async #resync(scene: string, subscribe: () => Promise<void>): Promise<void> {
    if (this.#resyncing.has(scene)) return;
    this.#resyncing.add(scene);
    try {
      await subscribe();
    } finally {
      this.#resyncing.delete(scene);
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

  /** Counts a scene against the connection's limit; past it, a new connection replaces this one. */
  #takeRoom(scene: string): boolean {
    if (this.#budget.take(scene)) return true;
    void this.reconnect().catch(() => undefined);
    return false;
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
    this.#logger.info(NET_MESSAGES.socketFinished);
    this.#connection.finish();
    this.#emitter.emit('finished', page);
  }
}
