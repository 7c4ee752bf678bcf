import {
  SOCKET_MAX_RECONNECT_ATTEMPTS,
  SOCKET_NOT_CONNECTED_MESSAGE,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_PING_MESSAGE,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_RECONNECT_JITTER_MS,
  SOCKET_SILENT_PERIODS,
  SOCKET_TIMEOUT_MS,
} from '@kanqiu/core';
import type { Emitter } from '../emitter';
import type { Logger } from '../logger';
import { NET_MESSAGES } from '../messages';
import type { TimerHandle, Timers } from '../timers';
import { KeepAlive } from './keep-alive';
import { LiveSocketError } from './live-socket-error';
import type { LiveSocketEvents, LiveSocketOptions, SocketState } from './live-socket-options';
import {
  discardSocket,
  openNativeSocket,
  type PendingConnect,
  pendingConnect,
} from './native-socket';
import { NetworkState } from './network-state';
import { ReconnectSchedule } from './reconnect-schedule';

/** What the connection asks of the socket manager that owns it. */
export interface SocketConnectionHost {
  /** A page holds a scene or followed matches are watched: there is something to carry. */
  hasScenes(): boolean;
  /** A push said the page's match finished: no reconnect until the next `connect()`. */
  finished(): boolean;
  /** A frame of the open socket (the keep-alive has counted it already). */
  onFrame(data: unknown): void;
  /** A new socket replaces the last one: the server holds none of its scenes yet. */
  onNewSocket(): void;
}

/**
 * One native socket at a time and its life (docs/behaviour.md §4): opening with a timeout, the
 * keep-alive, the bounded reconnect, the device's network and the page's visibility. It knows
 * nothing of scenes: its host says whether there is anything to carry and reads the frames.
 */
export class SocketConnection {
  readonly #options: LiveSocketOptions;
  readonly #timers: Timers;
  readonly #logger: Logger;
  readonly #emitter: Emitter<LiveSocketEvents>;
  readonly #host: SocketConnectionHost;
  readonly #keepAlive: KeepAlive;
  readonly #reconnects: ReconnectSchedule;
  readonly #network: NetworkState;
  #socket: WebSocket | null = null;
  #state: SocketState = 'idle';
  #pending: PendingConnect | null = null;
  #connectTimer: TimerHandle | null = null;
  #enabled: boolean;
  #manualClosed = false;
  #disposed = false;

  constructor(
    options: LiveSocketOptions,
    deps: { timers: Timers; logger: Logger; emitter: Emitter<LiveSocketEvents> },
    host: SocketConnectionHost,
  ) {
    this.#options = options;
    this.#timers = deps.timers;
    this.#logger = deps.logger;
    this.#emitter = deps.emitter;
    this.#host = host;
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
        if (this.#host.hasScenes()) void this.#open(true);
      },
    });
    this.#network = new NetworkState({
      reconnects: this.#reconnects,
      isClosed: () => this.#state === 'closed',
      mayReconnect: () => this.#mayReconnect(),
      takeDown: (reason) => {
        if (this.#socket) this.#down(this.#socket, reason);
      },
      reopen: () => void this.#open(true).catch(() => undefined),
    });
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
  /** A socket exists (connecting or open). */
  get hasSocket(): boolean {
    return this.#socket !== null;
  }
  get disposed(): boolean {
    return this.#disposed;
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

  /** Opens a socket unless one is open or connecting (then its promise). */
  connect(): Promise<void> {
    this.#manualClosed = false;
    this.#network.start(this.#options);
    if (this.#state === 'open' && this.#socket) return Promise.resolve();
    if (this.#state === 'connecting' && this.#pending) return this.#pending.promise;
    this.#reconnects.cancel();
    return this.#open(false);
  }

  /** Closes the socket for good (no reconnect until `connect()`); false when there was none. */
  close(reason: LiveSocketError): boolean {
    this.#manualClosed = true;
    this.#reconnects.cancel();
    const socket = this.#socket;
    if (!socket) return false;
    this.#teardown(socket, reason);
    return true;
  }

  /** Closes the socket, if any, without stopping later reconnects (a replacement follows). */
  drop(reason: LiveSocketError): void {
    if (this.#socket) this.#teardown(this.#socket, reason);
  }

  /** The page's match finished: no reconnect is scheduled and the socket closes. */
  finish(): void {
    this.#reconnects.cancel();
    this.drop(new LiveSocketError('aborted', NET_MESSAGES.socketFinished));
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

  /** The server pinged: answers unless the ping answered one of ours. */
  answerPing(): void {
    if (!this.#keepAlive.takeAnswer()) {
      this.#ping();
      this.#keepAlive.pingSent();
    }
  }

  /** Closes everything and stops listening to the page; nothing can connect again. */
  dispose(): void {
    this.#disposed = true;
    this.#manualClosed = true;
    this.#reconnects.cancel();
    this.#network.stop();
    this.drop(new LiveSocketError('aborted', NET_MESSAGES.socketClosed));
  }

  #setState(next: SocketState): void {
    if (next === this.#state) return;
    this.#state = next;
    this.#emitter.emit('state', next);
  }

  #open(isReconnect: boolean): Promise<void> {
    this.drop(new LiveSocketError('replaced', NET_MESSAGES.socketReplaced));
    const pending = pendingConnect();
    this.#pending = pending;
    this.#setState('connecting');
    let socket: WebSocket;
    try {
      socket = openNativeSocket(this.#options, {
        onOpen: () => {
          this.#clearConnectTimer();
          this.#reconnects.reset();
          this.#pending = null;
          this.#setState('open');
          this.#keepAlive.start();
          pending.resolve();
          if (isReconnect) this.#emitter.emit('refresh', undefined);
        },
        onMessage: (data) => {
          if (socket !== this.#socket) return;
          this.#keepAlive.frameReceived();
          this.#host.onFrame(data);
        },
        onDown: (reason) => this.#down(socket, reason),
      });
    } catch (error) {
      this.#logger.error(NET_MESSAGES.socketConnectError, error);
      this.#pending = null;
      this.#setState('closed');
      pending.reject(error);
      this.#scheduleReconnect();
      return pending.promise;
    }
    this.#socket = socket;
    this.#host.onNewSocket();
    this.#connectTimer = this.#timers.setTimeout(() => {
      this.#down(socket, new LiveSocketError('timeout', NET_MESSAGES.socketConnectTimeout));
    }, this.#options.connectTimeoutMs ?? SOCKET_TIMEOUT_MS);
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
    if (!this.#enabled || this.#manualClosed || this.#host.finished() || this.#disposed) {
      return false;
    }
    return this.#host.hasScenes();
  }

  #scheduleReconnect(): void {
    // Offline, every attempt would fail and spend the budget: the `online` event reconnects.
    if (!this.#mayReconnect() || this.#network.offline) return;
    if (this.#state === 'connecting') return;
    this.#reconnects.schedule();
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
}
