/** What a fan can follow (关注) **(kanqiu design)**. */
export const FOLLOW_KINDS = ['team', 'match', 'competition', 'player'] as const;
/** A kind of follow. */
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/**
 * Most follows one fan keeps, on the device and in the account alike **(kanqiu design)**: 200. More
 * than any fan's teams, matches, competitions and players of a season; few enough that the home page
 * and the alert watcher read them all at once.
 */
export const FOLLOW_MAX = 200;

/** The words a fan sees at the limit; the server answers them, the device says them too. */
export const FOLLOW_LIMIT_MESSAGE = `关注已达上限（${FOLLOW_MAX} 个），请先取消一些关注`;

/** Longest id of a followed thing (a match, team, competition or player id of the data). */
export const FOLLOW_ID_MAX_LENGTH = 64;

/** Longest name kept with a follow (shown on the home page before the data is loaded). */
export const FOLLOW_NAME_MAX_LENGTH = 40;

/**
 * The moments of a followed match that raise an alert while the app is open: of both sports
 * (kick-off, full time), of football (goal, red card), of basketball (the end of a quarter, a close
 * finish, overtime).
 */
export const ALERT_KINDS = [
  'goal',
  'red_card',
  'kickoff',
  'full_time',
  'quarter_end',
  'close_game',
  'overtime',
] as const;
/** A kind of alert. */
export type AlertKind = (typeof ALERT_KINDS)[number];

/** How long an alert banner stays on screen unless tapped or closed (ms). */
export const ALERT_BANNER_MS = 6_000;

/**
 * Followed matches the open app watches at once through its one socket **(kanqiu design)**: 6.
 * With the scene of the page on screen this stays within `SOCKET_MAX_SCENES` of one connection.
 */
export const ALERT_MAX_WATCHED = 6;

/**
 * Scenes one socket connection may be subscribed to, the server's default limit and the client's
 * bound: 16 (it was 8 when only the page on screen held a scene). The watched matches take at most
 * `ALERT_MAX_WATCHED`; the pages a fan moves through take the rest, and the client opens a new
 * connection before a subscribe would pass the limit.
 */
export const SOCKET_MAX_SCENES = 16;
