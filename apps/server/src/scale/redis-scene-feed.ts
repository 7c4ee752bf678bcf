import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { MESSAGES } from '../content/messages';
import { ApiCode } from '../http/api-code';
import { ApiError } from '../http/api-error';
import { SceneAnswer } from '../scenes/scene-answer';
import type { SceneFeed } from '../scenes/scene-feed';
import type { ScenePage, SceneSubscriber } from '../scenes/scene-hub';
import { frameBaseUpTime, frameKind, frameUpTime } from './frame-facts';
import { RedisNames } from './redis-keys';

/** One frame as it came from Redis, with its `up_time`. */
interface HeldFrame {
  frame: Buffer;
  upTime: number;
}

/** A scene this process relays: its local subscribers and the newest frames it has seen. */
interface RelayedScene {
  readonly subscribers: Set<SceneSubscriber>;
  page: HeldFrame | null;
  trend: HeldFrame | null;
  /**
   * The patch published just before the page it leads to, held until that page arrives; only when
   * its base is the page held here, so a connection that takes patches gets it exactly then.
   */
  patch: HeldFrame | null;
  /** Resolves once the channel is subscribed and the stored frames are read. */
  ready: Promise<void>;
  isReady: boolean;
}

/** Options of {@link RedisSceneFeed}. */
export interface RedisSceneFeedOptions {
  /** A connection for commands (`GET`). */
  redis: Redis;
  /** A connection in subscriber mode, for the scene channels; this feed owns its listeners. */
  subscriber: Redis;
  /** Which scenes exist (every process serves the same matches). */
  has(scene: string): boolean;
  logger: FastifyBaseLogger;
}

/**
 * The scene feed of one server process among many: pages are computed by one feeder process and
 * published through Redis (`scale/scene-publisher.ts`); this process subscribes to the channels of
 * the scenes its own clients watch and hands every frame on as it came — the same bytes, never
 * parsed or serialised again. A frame is passed on only when its `up_time` is newer than the last
 * one of its kind, so a subscriber gets each push exactly once and in order, also when a new
 * subscription's stored snapshot and a publication cross.
 */
export class RedisSceneFeed implements SceneFeed {
  readonly #redis: Redis;
  readonly #subscriber: Redis;
  readonly #has: (scene: string) => boolean;
  readonly #logger: FastifyBaseLogger;
  readonly #scenes = new Map<string, RelayedScene>();
  /**
   * Parsed `content` of the last page asked for, and its answer, per scene (snapshot calls reuse
   * both); a page is known by its `up_time`, since a scene not relayed here reads it anew each time.
   */
  readonly #contents = new Map<
    string,
    { upTime: number; content: ScenePage['content']; answer: SceneAnswer }
  >();

  constructor(options: RedisSceneFeedOptions) {
    this.#redis = options.redis;
    this.#subscriber = options.subscriber;
    this.#has = options.has;
    this.#logger = options.logger;
    this.#subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) =>
      this.#receive(channel.toString(), message),
    );
  }

  has(scene: string): boolean {
    return this.#has(scene);
  }

  /** Scenes relayed now (with at least one local subscriber or on their way to it). */
  get relayedScenes(): number {
    return this.#scenes.size;
  }

  async current(scene: string): Promise<ScenePage> {
    const relayed = this.#scenes.get(scene);
    if (relayed?.isReady && relayed.page) return this.#page(scene, relayed.page, relayed.trend);
    const [page, trend] = await this.#redis.mgetBuffer(
      RedisNames.pageKey(scene),
      RedisNames.trendKey(scene),
    );
    const held = page ? hold(page) : null;
    if (!held) throw new ApiError(ApiCode.Unavailable, MESSAGES.unavailable);
    return this.#page(scene, held, trend ? hold(trend) : null);
  }

  async subscribe(scene: string, subscriber: SceneSubscriber): Promise<ScenePage> {
    let relayed = this.#scenes.get(scene);
    if (!relayed) {
      relayed = this.#relay(scene);
      this.#scenes.set(scene, relayed);
    }
    await relayed.ready;
    if (!relayed.page) {
      this.#drop(scene, relayed);
      throw new ApiError(ApiCode.Unavailable, MESSAGES.unavailable);
    }
    // Added and sent in one step: every later frame is newer than these and goes to it too.
    relayed.subscribers.add(subscriber);
    if (relayed.trend) subscriber.send(relayed.trend.frame);
    subscriber.send(relayed.page.frame);
    return this.#page(scene, relayed.page, relayed.trend);
  }

  unsubscribe(scene: string, subscriber: SceneSubscriber): void {
    const relayed = this.#scenes.get(scene);
    if (!relayed) return;
    relayed.subscribers.delete(subscriber);
    this.#drop(scene, relayed);
  }

  /** How many local subscribers `scene` has. */
  subscriberCount(scene: string): number {
    return this.#scenes.get(scene)?.subscribers.size ?? 0;
  }

  #relay(scene: string): RelayedScene {
    const relayed: RelayedScene = {
      subscribers: new Set(),
      page: null,
      trend: null,
      patch: null,
      isReady: false,
      ready: Promise.resolve(),
    };
    relayed.ready = (async () => {
      // Subscribed first, read second: a publication in between arrives as a message and the
      // newer of the two wins, so nothing falls between the snapshot and the stream.
      await this.#subscriber.subscribe(RedisNames.sceneChannel(scene));
      const [page, trend] = await this.#redis.mgetBuffer(
        RedisNames.pageKey(scene),
        RedisNames.trendKey(scene),
      );
      if (page) keepNewer(relayed, 'page', page);
      if (trend) keepNewer(relayed, 'trend', trend);
      relayed.isReady = true;
    })();
    relayed.ready.catch((error: unknown) => {
      this.#logger.error({ err: error, scene }, 'scene relay could not start');
      this.#scenes.delete(scene);
    });
    return relayed;
  }

  /** Stops relaying a scene nobody here watches any more. */
  #drop(scene: string, relayed: RelayedScene): void {
    if (relayed.subscribers.size > 0 || !relayed.isReady) return;
    if (this.#scenes.get(scene) !== relayed) return;
    this.#scenes.delete(scene);
    this.#subscriber.unsubscribe(RedisNames.sceneChannel(scene)).catch((error: unknown) => {
      this.#logger.warn({ err: error, scene }, 'scene channel could not be left');
    });
  }

  #receive(channel: string, frame: Buffer): void {
    if (!channel.startsWith(RedisNames.sceneChannelPrefix)) return;
    const scene = channel.slice(RedisNames.sceneChannelPrefix.length);
    const relayed = this.#scenes.get(scene);
    if (!relayed) return;
    const kind = frameKind(frame);
    if (kind === 'patch') {
      relayed.patch = patchOnHeld(relayed, frame);
      return;
    }
    if (!kind || !keepNewer(relayed, kind, frame) || !relayed.isReady) return;
    let patch: Buffer | null = null;
    if (kind === 'page') {
      if (relayed.patch?.upTime === relayed.page?.upTime) patch = relayed.patch?.frame ?? null;
      relayed.patch = null;
    }
    for (const subscriber of [...relayed.subscribers]) {
      subscriber.send(patch && subscriber.pageFrames === 'patch' ? patch : frame);
    }
  }

  #page(scene: string, page: HeldFrame, trend: HeldFrame | null): ScenePage {
    let parsed = this.#contents.get(scene);
    if (parsed?.upTime !== page.upTime) {
      const { content } = JSON.parse(page.frame.toString('utf8')) as {
        content: ScenePage['content'];
      };
      parsed = { upTime: page.upTime, content, answer: new SceneAnswer(scene, content) };
      this.#contents.set(scene, parsed);
    }
    return {
      scene,
      content: parsed.content,
      frame: page.frame,
      patchFrame: null,
      trendFrame: trend?.frame ?? null,
      answer: parsed.answer,
    };
  }
}

function hold(frame: Buffer): HeldFrame | null {
  const upTime = frameUpTime(frame);
  return upTime === null ? null : { frame, upTime };
}

/** The patch as held, when it leads from the page held here to a newer one; `null` otherwise. */
function patchOnHeld(relayed: RelayedScene, frame: Buffer): HeldFrame | null {
  const held = hold(frame);
  if (!held || !relayed.isReady || !relayed.page) return null;
  return frameBaseUpTime(frame) === relayed.page.upTime ? held : null;
}

/** Keeps `frame` as the scene's newest of its kind; false when it is not newer than the one held. */
function keepNewer(relayed: RelayedScene, kind: 'page' | 'trend', frame: Buffer): boolean {
  const held = hold(frame);
  const current = relayed[kind];
  if (!held || (current && held.upTime <= current.upTime)) return false;
  relayed[kind] = held;
  return true;
}
