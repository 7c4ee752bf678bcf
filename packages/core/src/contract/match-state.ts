import * as v from 'valibot';
import { MATCH_STATUS_FINISHED } from '../match-status';

/**
 * `status_id` of a football match page **(kanqiu design; docs/behaviour.md §4 fixes only 10 =
 * finished)**. A tie that goes on after 90 minutes passes through 5–9 and 11 (extra time, then the
 * shoot-out) before 10.
 */
export const FootballStatus = {
  NotStarted: 1,
  FirstHalf: 2,
  HalfTime: 3,
  SecondHalf: 4,
  /** The 90 minutes are over and extra time is about to start. */
  BeforeExtraTime: 5,
  ExtraTimeFirstHalf: 6,
  ExtraTimeHalfTime: 7,
  ExtraTimeSecondHalf: 8,
  /** Extra time is over and the shoot-out is about to start. */
  BeforePenalties: 9,
  Finished: MATCH_STATUS_FINISHED,
  /** The penalty shoot-out is under way. */
  Penalties: 11,
} as const;
/** A football `status_id`. */
export type FootballStatusCode = (typeof FootballStatus)[keyof typeof FootballStatus];

/** Chinese label of every football `status_id`. */
export const FOOTBALL_STATUS_LABELS: Readonly<Record<FootballStatusCode, string>> = {
  1: '未开赛',
  2: '上半场',
  3: '中场休息',
  4: '下半场',
  5: '等待加时赛',
  6: '加时赛上半场',
  7: '加时赛中场休息',
  8: '加时赛下半场',
  9: '等待点球大战',
  10: '完场',
  11: '点球大战',
};

/** The football statuses in which the ball is in play and a running minute is shown. */
export const FOOTBALL_IN_PLAY_STATUSES: readonly FootballStatusCode[] = [
  FootballStatus.FirstHalf,
  FootballStatus.SecondHalf,
  FootballStatus.ExtraTimeFirstHalf,
  FootballStatus.ExtraTimeSecondHalf,
];

/** True when a football `status_id` is a period of play with a running minute (not a break, not the shoot-out). */
export function isFootballInPlay(statusId: number): boolean {
  return (FOOTBALL_IN_PLAY_STATUSES as readonly number[]).includes(statusId);
}

/**
 * `status_id` of a basketball match page **(kanqiu design)**: which period is in play or has just
 * ended is in the page's `period`.
 */
export const BasketballStatus = {
  NotStarted: 1,
  InPlay: 2,
  Break: 3,
  Finished: MATCH_STATUS_FINISHED,
} as const;
/** A basketball `status_id`. */
export type BasketballStatusCode = (typeof BasketballStatus)[keyof typeof BasketballStatus];

/** Chinese label of the basketball statuses that need no period to read. */
export const BASKETBALL_STATUS_LABELS: Readonly<Record<BasketballStatusCode, string>> = {
  1: '未开赛',
  2: '进行中',
  3: '节间休息',
  10: '完场',
};

/** The state of a replayed match as the match list shows it. */
export const MATCH_STATES = ['upcoming', 'live', 'finished'] as const;
/** `upcoming`, `live` or `finished`. */
export type MatchState = (typeof MATCH_STATES)[number];

/** Chinese label of every match-list state. */
export const MATCH_STATE_LABELS: Readonly<Record<MatchState, string>> = {
  upcoming: '未开赛',
  live: '进行中',
  finished: '完场',
};

/** `status_id` of a football page. */
export const footballStatusSchema = v.picklist([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
/** `status_id` of a basketball page. */
export const basketballStatusSchema = v.picklist([1, 2, 3, 10]);

/** A team as every page shows it: id (the source's), Chinese name, short code. */
export const teamRefSchema = v.object({
  id: v.string(),
  name: v.string(),
  code: v.string(),
});
/** A team as every page shows it. */
export type TeamRefData = v.InferOutput<typeof teamRefSchema>;

/** Which side an item belongs to: 1 home, 2 away, 0 neither (kick-off, half time, full time). */
export const sideSchema = v.picklist([0, 1, 2]);
/** 1 home, 2 away, 0 neither. */
export type Side = v.InferOutput<typeof sideSchema>;
