import { NET_MESSAGES } from '../messages';
import { LiveSocketError } from './live-socket-error';
import { type PageWakeSources, watchPageWake } from './page-wake';
import type { ReconnectSchedule } from './reconnect-schedule';

/** True when the browser knows it has no network (`navigator.onLine` is false). */
export function browserOffline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;
}

/** What {@link NetworkState} acts on: the socket manager's connection. */
export interface NetworkStateHost {
  /** The manager's reconnect schedule. */
  readonly reconnects: ReconnectSchedule;
  /** The connection is closed (not idle, connecting or open). */
  isClosed(): boolean;
  /** A reconnect is allowed now (enabled, not closed on purpose, a scene to carry). */
  mayReconnect(): boolean;
  /** Takes the open or connecting socket down, if any, for `reason`. */
  takeDown(reason: LiveSocketError): void;
  /** Opens a new connection now, as a reconnect (its `refresh` resyncs the page). */
  reopen(): void;
}

/**
 * The device's network and the page's visibility as the socket manager sees them
 * (docs/behaviour.md §4): whether the browser said `offline`, and what the manager does when the
 * network goes, comes back, or the page becomes visible again.
 */
export class NetworkState {
  readonly #host: NetworkStateHost;
  /** The browser said `offline` and not yet `online` again. */
  #offline = false;
  #stopWatching: (() => void) | null = null;

  constructor(host: NetworkStateHost) {
    this.#host = host;
  }

  /** Offline, every attempt would fail and spend the budget: the `online` event reconnects. */
  get offline(): boolean {
    return this.#offline;
  }

  /** Reads the browser's network state now and, the first time, starts listening to the page. */
  start(sources: PageWakeSources): void {
    this.#offline = browserOffline();
    this.#stopWatching ??= watchPageWake(sources, {
      onVisible: () => this.#wake(),
      onOnline: () => this.#online(),
      onOffline: () => this.#wentOffline(),
    });
  }

  /** Stops listening to the page. */
  stop(): void {
    this.#stopWatching?.();
    this.#stopWatching = null;
  }

  /** The page is visible again: a waiting reconnect runs now. */
  #wake(): void {
    if (this.#host.isClosed()) this.#host.reconnects.runNow();
  }

  /**
   * The device lost its network. A socket cut this way often sees no close for a long time (no
   * FIN arrives), so it is taken down now: the page says 已断开 instead of a frozen 实时.
   */
  #wentOffline(): void {
    this.#offline = true;
    this.#host.reconnects.cancel();
    this.#host.takeDown(new LiveSocketError('offline', NET_MESSAGES.socketOffline));
  }

  /**
   * The network is back: a waiting reconnect runs now. After an offline spell (which spent no
   * attempts) it is one reconnect now with a fresh budget.
   */
  #online(): void {
    const wasOffline = this.#offline;
    this.#offline = false;
    if (!this.#host.isClosed() || !this.#host.mayReconnect()) return;
    if (!wasOffline) {
      this.#host.reconnects.runNow();
      return;
    }
    this.#host.reconnects.cancel();
    this.#host.reconnects.reset();
    this.#host.reopen();
  }
}
