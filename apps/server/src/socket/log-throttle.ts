/**
 * At most `max` log lines of one kind per `windowMs`: a flood of refused clients must not become a
 * flood of log lines. A line let through after some were held back says how many (`suppressed`).
 */
export class LogThrottle {
  readonly #max: number;
  readonly #windowMs: number;
  #windowStart = Number.NEGATIVE_INFINITY;
  #lines = 0;
  #suppressed = 0;

  constructor(max: number, windowMs: number) {
    this.#max = max;
    this.#windowMs = windowMs;
  }

  /**
   * Whether a line may be written at Unix ms `now`: `null` when not, else the number of lines held
   * back since the last one written.
   */
  take(now: number): number | null {
    if (now - this.#windowStart >= this.#windowMs) {
      this.#windowStart = now;
      this.#lines = 0;
    }
    if (this.#lines >= this.#max) {
      this.#suppressed += 1;
      return null;
    }
    this.#lines += 1;
    const suppressed = this.#suppressed;
    this.#suppressed = 0;
    return suppressed;
  }
}
