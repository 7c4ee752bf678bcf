import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RedisNames } from './redis-keys';

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1]) else return 0 end`;

/** How long the feeder lease lasts without renewal: the longest pause of pushes after a feeder dies. */
export const FEEDER_LEASE_MS = 2_000;
/** How often the holder renews, and the others try to take it. */
export const FEEDER_RENEW_MS = 500;

/** Options of {@link FeederLease}. */
export interface FeederLeaseOptions {
  redis: Redis;
  /** What the lease holds while this process has it: its tag and pid. */
  holder: string;
  logger: FastifyBaseLogger;
  onGain(): void;
  onLose(): void;
  ttlMs?: number;
  renewMs?: number;
}

/**
 * One feeder among many processes: a Redis key set with `NX` and a TTL, renewed by its holder while
 * it lives. When the holder stops or dies the key expires and another process takes it, so exactly
 * one process replays and publishes at a time (two at once only across a lease's expiry, and a
 * client applies a push only when its `up_time` is newer, docs/contract.md §2.4).
 */
export class FeederLease {
  readonly #redis: Redis;
  readonly #holder: string;
  readonly #logger: FastifyBaseLogger;
  readonly #onGain: () => void;
  readonly #onLose: () => void;
  readonly #ttlMs: number;
  readonly #renewMs: number;
  #timer: NodeJS.Timeout | null = null;
  #held = false;
  /** When the lease was last renewed (ms): past its TTL without renewal it counts as lost. */
  #renewedAt = 0;
  #busy = false;

  constructor(options: FeederLeaseOptions) {
    this.#redis = options.redis;
    this.#holder = options.holder;
    this.#logger = options.logger;
    this.#onGain = options.onGain;
    this.#onLose = options.onLose;
    this.#ttlMs = options.ttlMs ?? FEEDER_LEASE_MS;
    this.#renewMs = options.renewMs ?? FEEDER_RENEW_MS;
  }

  /** True while this process is the feeder. */
  get held(): boolean {
    return this.#held;
  }

  /** Tries at once, then every `renewMs`. */
  start(): void {
    void this.#step();
    this.#timer = setInterval(() => void this.#step(), this.#renewMs);
    this.#timer.unref();
  }

  /** Stops trying, and gives the lease up at once when held (another process takes it over). */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    if (!this.#held) return;
    this.#lose();
    await this.#redis.eval(RELEASE, 1, RedisNames.feeder, this.#holder).catch(() => {});
  }

  async #step(): Promise<void> {
    if (this.#busy) return;
    this.#busy = true;
    try {
      const now = Date.now();
      if (this.#held) {
        const renewed = await this.#redis.eval(
          RENEW,
          1,
          RedisNames.feeder,
          this.#holder,
          String(this.#ttlMs),
        );
        if (Number(renewed) === 1) this.#renewedAt = now;
        else this.#lose();
      } else if (this.#timer !== null || this.#renewedAt === 0) {
        const taken = await this.#redis.set(
          RedisNames.feeder,
          this.#holder,
          'PX',
          this.#ttlMs,
          'NX',
        );
        if (taken === 'OK') {
          this.#held = true;
          this.#renewedAt = now;
          this.#logger.info(
            { holder: this.#holder },
            'feeder lease taken: replaying and publishing',
          );
          this.#onGain();
        }
      }
    } catch (error) {
      this.#logger.warn({ err: error }, 'feeder lease: Redis did not answer');
      if (this.#held && Date.now() - this.#renewedAt >= this.#ttlMs) this.#lose();
    } finally {
      this.#busy = false;
    }
  }

  #lose(): void {
    if (!this.#held) return;
    this.#held = false;
    this.#logger.warn({ holder: this.#holder }, 'feeder lease lost: no longer publishing');
    this.#onLose();
  }
}
