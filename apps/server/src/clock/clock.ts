/**
 * Where the server reads the time. Everything time-dependent (the replay schedule, `up_time` stamps,
 * the match list) reads it through this interface, so tests can drive time without sleeping.
 */
export interface Clock {
  /** Unix time in milliseconds. */
  now(): number;
}

/** The real wall clock. */
export const systemClock: Clock = { now: () => Date.now() };
