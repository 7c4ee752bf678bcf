import type { Clock } from './clock';

/** A clock that only moves when told to: for tests and for scripted demos. */
export class ManualClock implements Clock {
  #now: number;

  /** @param start Unix time in milliseconds the clock starts at. */
  constructor(start: number) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`Cannot move a clock by ${ms} ms`);
    this.#now += ms;
  }

  /** Sets the clock to `time` (Unix ms); it may not go back. */
  set(time: number): void {
    if (time < this.#now) throw new RangeError('A clock does not go back');
    this.#now = time;
  }
}
