import type { Logger } from '../logger';
import { NET_MESSAGES } from '../messages';
import type { TimerHandle, Timers } from '../timers';

/** Configuration of {@link ReconnectSchedule}. */
export interface ReconnectScheduleOptions {
  timers: Timers;
  logger: Logger;
  delayMs: number;
  /** Upper bound of the random spread added to each delay, in ms (0: none). */
  jitterMs: number;
  /** A random number in [0, 1): the spread of each attempt. */
  random: () => number;
  maxAttempts: number;
  /** Makes one reconnect attempt. */
  attempt: () => void;
}

/**
 * The reconnect counter and timer of docs/behaviour.md §4 and §9: one attempt at a time, each after the delay
 * plus a random spread of up to `jitterMs` (so the clients an outage cut off come back spread out, not in the
 * same second), and none once `maxAttempts` were made (the counter "exceeds 5" after the 6th). An open
 * resets it.
 */
export class ReconnectSchedule {
  readonly #options: ReconnectScheduleOptions;
  #attempts = 0;
  #timer: TimerHandle | null = null;

  constructor(options: ReconnectScheduleOptions) {
    this.#options = options;
  }

  /** Attempts made since the last reset. */
  get attempts(): number {
    return this.#attempts;
  }

  /** True while an attempt waits for its delay. */
  get pending(): boolean {
    return this.#timer !== null;
  }

  /** A connection opened: the counter starts again. */
  reset(): void {
    this.#attempts = 0;
  }

  /** Schedules the next attempt unless one is waiting or none are left. */
  schedule(): void {
    if (this.#timer !== null) return;
    const { maxAttempts, logger, timers } = this.#options;
    if (this.#attempts >= maxAttempts) {
      logger.warn(NET_MESSAGES.socketGaveUp(maxAttempts));
      return;
    }
    this.#attempts += 1;
    logger.info(NET_MESSAGES.socketReconnecting(this.#attempts, maxAttempts));
    this.#timer = timers.setTimeout(() => {
      this.#timer = null;
      this.#options.attempt();
    }, this.nextDelayMs());
  }

  /** The wait before an attempt: the delay plus a uniform random spread in [0, `jitterMs`). */
  nextDelayMs(): number {
    const { delayMs, jitterMs, random } = this.#options;
    const r = random();
    const spread = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1 - Number.EPSILON) : 0;
    return delayMs + Math.floor(spread * Math.max(0, jitterMs));
  }

  /** Makes the waiting attempt now instead of after its delay. False when none is waiting. */
  runNow(): boolean {
    if (this.#timer === null) return false;
    this.cancel();
    this.#options.attempt();
    return true;
  }

  /** Drops the waiting attempt, if any; the counter is kept. */
  cancel(): void {
    if (this.#timer !== null) this.#options.timers.clearTimeout(this.#timer);
    this.#timer = null;
  }
}
