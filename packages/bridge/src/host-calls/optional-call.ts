/**
 * A local notification the native app schedules for a match: "比赛即将开始" shortly before kick-off,
 * and, when `goal_alerts` is true, the match's goals while the webview is closed (the app follows
 * the match itself). Scheduling again for the same `match_id` replaces the earlier one.
 */
export interface MatchReminder {
  match_id: string;
  /** Kick-off as an ISO 8601 UTC time (`2018-07-15T15:00:00Z`). */
  kickoff: string;
  /** How long before kick-off the notification fires, in whole minutes (0 at kick-off). */
  lead_minutes: number;
  /** The notification's title (`法国 vs 克罗地亚`). */
  title: string;
  /** Its text (`比赛即将开始`). */
  body: string;
  /** The route of the page to open when it is tapped (`/pages/soccer/live/live?match_id=…`). */
  url: string;
  /** Whether the app also notifies of the match's goals while the webview is closed. */
  goal_alerts: boolean;
}

/** An image the native app shares through the system share sheet. */
export interface SharedImage {
  /** The PNG as a data URL (`data:image/png;base64,…`). */
  data_url: string;
  /** The file name to share it under (`kanqiu-2058017.png`). */
  file_name: string;
  /** A line of text shared with it (`法国 4-2 克罗地亚`). */
  text: string;
}

/**
 * The optional calls the page makes to the native host. Unlike `NativeCalls`, an app version may
 * lack them: the page asks `supports(name)` first and offers the feature only when the host has it.
 */
export interface OptionalCalls {
  /** Schedule (or replace) the reminder of a match. */
  scheduleReminder: [reminder: MatchReminder];
  /** Cancel the reminder of a match (nothing happens when there is none). */
  cancelReminder: [matchId: string];
  /** Share an image (the score card). */
  shareImage: [image: SharedImage];
}

/** The name of an optional call. */
export type OptionalCallName = keyof OptionalCalls;

/** Every optional call to the native host. */
export const OPTIONAL_CALL_NAMES = [
  'scheduleReminder',
  'cancelReminder',
  'shareImage',
] as const satisfies readonly OptionalCallName[];

/** The longest a reminder may come before kick-off: one day. */
export const REMINDER_LEAD_MAX_MINUTES = 24 * 60;

/** The longest title or text a call sends, in characters (a notification shows far less). */
export const HOST_TEXT_MAX_CHARS = 200;

/**
 * The largest image a call sends, in data-URL characters (about 3 MB of PNG): a score card is a few
 * hundred KB; Android's JavaScript interface copies the string, so it is kept bounded.
 */
export const SHARED_IMAGE_MAX_CHARS = 4_000_000;
