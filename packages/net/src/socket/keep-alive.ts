import type { TimerHandle, Timers } from '../timers';

/** Configuration of {@link KeepAlive}. */
export interface KeepAliveOptions {
  timers: Timers;
  /** Interval of the keep-alive ping, in ms. */
  intervalMs: number;
  /** Silence after which the link counts as dead, in ms. */
  silentAfterMs: number;
  /** Sends one ping; must not throw. */
  sendPing: () => void;
  /** Called once when no frame arrived for `silentAfterMs`. */
  onSilent: () => void;
}

/**
 * The keep-alive of one open socket: a ping every interval, a watchdog that fires when no frame
 * arrives for a while, and the bookkeeping that tells an answer to our ping from a ping of the
 * server's own.
 */
export class KeepAlive {
  readonly #options: KeepAliveOptions;
  #interval: TimerHandle | null = null;
  #watchdog: TimerHandle | null = null;
  /**
   * Our pings the server has not answered yet. A count, not a flag: on a slow link the next
   * interval's ping can leave before the last one's answer arrives, and both answers must then be
   * taken as answers, not the second as a ping of the server's own.
   */
  #outstanding = 0;

  constructor(options: KeepAliveOptions) {
    this.#options = options;
  }

  /** Starts pinging and watching; restarts when already running. */
  start(): void {
    this.stop();
    this.#interval = this.#options.timers.setInterval(() => {
      this.#outstanding += 1;
      this.#options.sendPing();
    }, this.#options.intervalMs);
    this.#arm();
  }

  /** Stops pinging and watching. */
  stop(): void {
    const { timers } = this.#options;
    if (this.#interval !== null) timers.clearInterval(this.#interval);
    if (this.#watchdog !== null) timers.clearTimeout(this.#watchdog);
    this.#interval = null;
    this.#watchdog = null;
    this.#outstanding = 0;
  }

  /** Any frame proves the link alive. */
  frameReceived(): void {
    if (this.#interval !== null) this.#arm();
  }

  /**
   * Takes a `ping` frame as the answer to our outstanding ping, if there is one. Only a ping that
   * answers nothing is replied to: replying to the server's answer would make the two sides ping
   * each other without end.
   */
  takeAnswer(): boolean {
    if (this.#outstanding === 0) return false;
    this.#outstanding -= 1;
    return true;
  }

  /** Records a ping we sent outside the interval (a reply to the server's ping). */
  pingSent(): void {
    this.#outstanding += 1;
  }

  #arm(): void {
    const { timers } = this.#options;
    if (this.#watchdog !== null) timers.clearTimeout(this.#watchdog);
    this.#watchdog = timers.setTimeout(() => {
      this.#watchdog = null;
      this.#options.onSilent();
    }, this.#options.silentAfterMs);
  }
}
