/**
 * The names kanqiu uses in Redis (docs/deployment.md). Every scene has one pub/sub channel its
 * changes are published on and two keys holding its latest page and trend frame (so a process that
 * starts watching a scene, or answers a snapshot call, has the current state without waiting).
 */
export const RedisNames = {
  /** Holds the tag and pid of the process that replays and publishes (a lease with a TTL). */
  feeder: 'kanqiu:feeder',
  sceneChannel: (scene: string) => `kanqiu:scene:${scene}`,
  /** The prefix of every scene channel, to read the scene back from a message's channel. */
  sceneChannelPrefix: 'kanqiu:scene:',
  pageKey: (scene: string) => `kanqiu:page:${scene}`,
  trendKey: (scene: string) => `kanqiu:trend:${scene}`,
  /** Requests to (and replies for) one server process, named by its tag. */
  processChannel: (tag: string) => `kanqiu:process:${tag}`,
} as const;
