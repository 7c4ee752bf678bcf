import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { MatchProvider } from '../provider/match-provider';
import type { SceneHub, SceneSubscriber } from '../scenes/scene-hub';
import { frameKind, withoutUpTime } from './frame-facts';
import { RedisNames } from './redis-keys';

/** Options of {@link ScenePublisher}. */
export interface ScenePublisherOptions {
  hub: SceneHub;
  /** Which scenes there are: every served match's. */
  provider: MatchProvider;
  redis: Redis;
  logger: FastifyBaseLogger;
}

/**
 * The feeder's side of the Redis fan-out: while this process holds the feeder lease, every scene of
 * a served match has one subscriber here (a match created later joins at the provider's next change) that writes each change to Redis — the frame the hub
 * serialised once, stored as the scene's latest (`SET`) and published on its channel (`PUBLISH`), in
 * one `MULTI` so the two never disagree. Every server process relays those bytes to its own clients.
 */
export class ScenePublisher {
  readonly #hub: SceneHub;
  readonly #redis: Redis;
  readonly #logger: FastifyBaseLogger;
  readonly #provider: MatchProvider;
  readonly #subscribers = new Map<string, SceneSubscriber>();
  /** Per scene and kind, what Redis held when publishing began (`up_time` blanked). */
  readonly #stored = new Map<string, string>();
  #running = false;
  /** Frames published since this publisher started. */
  published = 0;

  constructor(options: ScenePublisherOptions) {
    this.#hub = options.hub;
    this.#redis = options.redis;
    this.#logger = options.logger;
    this.#provider = options.provider;
    // Only a new match brings new scenes: the count of served matches says when to look.
    let served = options.provider.facts().matches;
    options.provider.onChange(() => {
      const now = options.provider.facts().matches;
      if (now === served) return;
      served = now;
      if (this.#running) this.#subscribe(this.#servedScenes());
    });
  }

  #servedScenes(): string[] {
    return this.#provider
      .list()
      .flatMap((entry) => [entry.scene, entry.odds_scene])
      .filter((scene) => this.#hub.has(scene));
  }

  /** Subscribes the scenes not yet published. */
  #subscribe(scenes: readonly string[]): void {
    for (const scene of scenes) if (!this.#subscribers.has(scene)) this.#subscribeOne(scene);
  }

  #subscribeOne(scene: string): void {
    const subscriber: SceneSubscriber = {
      clientId: `feeder:${scene}`,
      // Every process relays both: its connections may take either.
      pageFrames: 'both',
      send: (frame) => this.#publish(scene, frame),
    };
    this.#subscribers.set(scene, subscriber);
    this.#hub.subscribe(scene, subscriber);
  }

  /** True while publishing. */
  get running(): boolean {
    return this.#running;
  }

  /**
   * Starts publishing every scene. A page or trend that says what Redis already holds (the same
   * frame but for its `up_time`: a feeder that took over from one that stopped) is not published
   * again, so clients get no repeated push from a change of feeder.
   */
  async start(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    const scenes = this.#servedScenes();
    const keys = scenes.flatMap((scene) => [RedisNames.pageKey(scene), RedisNames.trendKey(scene)]);
    const held = keys.length > 0 ? await this.#redis.mgetBuffer(...keys) : [];
    this.#stored.clear();
    held.forEach((frame, i) => {
      if (frame) this.#stored.set(keys[i] as string, withoutUpTime(frame));
    });
    for (const scene of scenes) {
      if (!this.#running) return;
      if (!this.#subscribers.has(scene)) this.#subscribeOne(scene);
      // One scene per turn of the event loop: a first page may need its replay converted (~10 ms).
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Stops publishing (the lease was lost, or the process stops). */
  stop(): void {
    this.#running = false;
    for (const [scene, subscriber] of this.#subscribers) this.#hub.unsubscribe(scene, subscriber);
    this.#subscribers.clear();
  }

  #publish(scene: string, frame: Buffer): void {
    const kind = frameKind(frame);
    if (!kind || !this.#running) return;
    if (kind === 'patch') {
      // Published only, never stored: a new subscriber starts from the whole page.
      this.published += 1;
      this.#redis.publish(RedisNames.sceneChannel(scene), frame).catch((error: unknown) => {
        this.#logger.error({ err: error, scene }, 'scene patch could not be published');
      });
      return;
    }
    const key = kind === 'page' ? RedisNames.pageKey(scene) : RedisNames.trendKey(scene);
    const stored = this.#stored.get(key);
    if (stored !== undefined) {
      this.#stored.delete(key);
      if (stored === withoutUpTime(frame)) return;
    }
    this.published += 1;
    this.#redis
      .multi()
      .set(key, frame)
      .publish(RedisNames.sceneChannel(scene), frame)
      .exec()
      .catch((error: unknown) => {
        this.#logger.error({ err: error, scene }, 'scene change could not be published');
      });
  }
}
