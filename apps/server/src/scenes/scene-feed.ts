import type { ScenePage, SceneSubscriber } from './scene-hub';

/**
 * Where the live socket gets scene pages from. In one process it is the {@link SceneHub} itself (it
 * computes the pages); with `REDIS_URL` it is the Redis relay (`scale/redis-scene-feed.ts`), which
 * hands on the pages one feeder process computed and published, the same bytes in every process.
 */
export interface SceneFeed {
  /** True when `scene` names a scene of a served match, with the match's own sport. */
  has(scene: string): boolean;
  /** The scene's current page. */
  current(scene: string): ScenePage | Promise<ScenePage>;
  /**
   * Adds `subscriber` to `scene` and sends it the scene's current page at once (on match scenes
   * preceded by the trend); every later change follows, each exactly once and in order.
   */
  subscribe(scene: string, subscriber: SceneSubscriber): ScenePage | Promise<ScenePage>;
  /** Removes `subscriber` from `scene`. */
  unsubscribe(scene: string, subscriber: SceneSubscriber): void;
}
