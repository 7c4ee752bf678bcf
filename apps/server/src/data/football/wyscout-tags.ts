/** The Wyscout tag ids kanqiu reads (Wyscout API v2 tag table). */
export const WyscoutTag = {
  Goal: 101,
  OwnGoal: 102,
  Assist: 301,
  KeyPass: 302,
  LeftFoot: 401,
  RightFoot: 402,
  HeadOrBody: 403,
  DuelLost: 701,
  DuelNeutral: 702,
  DuelWon: 703,
  MissedBall: 1302,
  Interception: 1401,
  SlidingTackle: 1601,
  Counter: 1901,
  DangerousBallLost: 2001,
  RedCard: 1701,
  YellowCard: 1702,
  SecondYellow: 1703,
  Accurate: 1801,
  NotAccurate: 1802,
  Blocked: 2101,
} as const;

/** True when a Wyscout event carries the tag. */
export function hasTag(event: { tags: readonly number[] }, tag: number): boolean {
  return event.tags.includes(tag);
}
