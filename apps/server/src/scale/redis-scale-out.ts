import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { MatchProvider } from '../provider/match-provider';
import type { SceneHub } from '../scenes/scene-hub';
import { FeederLease } from './feeder-lease';
import { ProcessChannel } from './process-channel';
import { RedisSceneFeed } from './redis-scene-feed';
import { ScenePublisher } from './scene-publisher';

/** Options of {@link openRedisScaleOut}. */
export interface RedisScaleOutOptions {
  /** `REDIS_URL`. */
  url: string;
  /** This process's tag: its `client_id`s begin with it, its channel is named by it. */
  tag: string;
  hub: SceneHub;
  provider: MatchProvider;
  logger: FastifyBaseLogger;
  /** Subscribes one of this process's own connections (for calls forwarded by other processes). */
  subscribeLocal(clientId: string, scene: string): Promise<unknown>;
}

/** One process's part in the Redis fan-out. */
export interface RedisScaleOut {
  /** The scene feed the socket and `userScene` read: the frames the feeder published. */
  feed: RedisSceneFeed;
  /** Forwards subscriptions of connections held by other processes. */
  remote: ProcessChannel;
  lease: FeederLease;
  publisher: ScenePublisher;
  /** Starts competing for the feeder lease (once the process serves). */
  start(): void;
  /** Gives the lease up (another process takes over at once) and closes the connections. */
  close(): Promise<void>;
}

/**
 * Connects this process to Redis for the scale-out of docs/deployment.md: a command connection and a
 * subscriber connection, the relay of the scenes its clients watch, its request channel, and the
 * feeder lease, with which exactly one process replays and publishes.
 *
 * @throws Error when Redis does not answer.
 */
export async function openRedisScaleOut(options: RedisScaleOutOptions): Promise<RedisScaleOut> {
  const redis = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = redis.duplicate();
  const quiet = (error: Error) => options.logger.warn({ err: error }, 'Redis connection error');
  redis.on('error', quiet);
  subscriber.on('error', quiet);
  try {
    await Promise.all([redis.connect(), subscriber.connect()]);
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL: Redis did not answer (${(error as Error).message})`);
  }
  const feed = new RedisSceneFeed({
    redis,
    subscriber,
    has: (scene) => options.hub.has(scene),
    logger: options.logger,
  });
  const remote = new ProcessChannel({
    tag: options.tag,
    redis,
    subscriber,
    subscribeLocal: options.subscribeLocal,
    logger: options.logger,
  });
  await remote.start();
  const publisher = new ScenePublisher({
    hub: options.hub,
    provider: options.provider,
    redis,
    logger: options.logger,
  });
  const lease = new FeederLease({
    redis,
    holder: `${options.tag}:${process.pid}`,
    logger: options.logger,
    onGain: () => {
      publisher.start().catch((error: unknown) => {
        options.logger.error({ err: error }, 'publishing could not start');
      });
    },
    onLose: () => publisher.stop(),
  });
  return {
    feed,
    remote,
    lease,
    publisher,
    start: () => lease.start(),
    async close() {
      await lease.stop();
      publisher.stop();
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
}
