/** How one address's token bucket fills. */
export interface BucketRate {
  /** Tokens a full bucket holds: the burst an address may make at once. */
  capacity: number;
  /** Tokens added per second: the rate an address may keep up. */
  perSecond: number;
}

/** What taking a token decided. */
export type BucketVerdict = { ok: true } | { ok: false; retryAfterSec: number };

interface Bucket {
  tokens: number;
  at: number;
}

/** Addresses remembered at most; the least recently seen are forgotten first. */
const DEFAULT_MAX_ADDRESSES = 10_000;

/**
 * A token bucket per client address (a rate limit that allows a burst): each request or connection
 * takes one token, and an address with none left is told when the next one comes. Memory is
 * bounded: at most `maxAddresses` buckets are kept, the least recently used forgotten first (a
 * forgotten address starts full, which only ever errs towards letting a client in).
 */
export class AddressBuckets {
  readonly rate: BucketRate;
  readonly #maxAddresses: number;
  readonly #buckets = new Map<string, Bucket>();

  constructor(rate: BucketRate, maxAddresses = DEFAULT_MAX_ADDRESSES) {
    if (!(rate.capacity >= 1) || !(rate.perSecond > 0)) {
      throw new RangeError('A bucket needs a capacity of at least 1 and a positive rate');
    }
    this.rate = rate;
    this.#maxAddresses = maxAddresses;
  }

  /** Addresses remembered now. */
  get size(): number {
    return this.#buckets.size;
  }

  /** Tokens `address` has at Unix ms `now` (a full bucket for an address not seen). */
  available(address: string, now: number): number {
    const known = this.#buckets.get(address);
    if (!known) return this.rate.capacity;
    const elapsedSec = Math.max(0, now - known.at) / 1000;
    return Math.min(this.rate.capacity, known.tokens + elapsedSec * this.rate.perSecond);
  }

  /**
   * Takes `cost` tokens (default one) for `address` at Unix ms `now`, or none when fewer are left;
   * a cost above the capacity is never granted.
   */
  take(address: string, now: number, cost = 1): BucketVerdict {
    const { perSecond } = this.rate;
    const tokens = this.available(address, now);
    this.#buckets.delete(address);
    if (tokens < cost) {
      this.#buckets.set(address, { tokens, at: now });
      return { ok: false, retryAfterSec: Math.max(1, Math.ceil((cost - tokens) / perSecond)) };
    }
    this.#buckets.set(address, { tokens: tokens - cost, at: now });
    if (this.#buckets.size > this.#maxAddresses) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest !== undefined) this.#buckets.delete(oldest);
    }
    return { ok: true };
  }
}
