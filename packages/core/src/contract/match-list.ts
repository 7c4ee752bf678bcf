import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';
import { MATCH_STATES, teamRefSchema } from './match-state';

/** One match of `POST /api/matches` **(kanqiu design)**. */
export const matchListEntrySchema = v.object({
  match_id: v.string(),
  sport: v.picklist(['football', 'basketball']),
  competition: v.string(),
  home_team: teamRefSchema,
  away_team: teamRefSchema,
  state: v.picklist(MATCH_STATES),
  /** ISO time the current replay run kicks off (past for live and finished matches). */
  kickoff: v.string(),
  /** ISO time of the real match. */
  original_kickoff: v.string(),
  duration_sec: v.number(),
  /** Seconds into the replay now. */
  replay_sec: v.number(),
  /** How many times the replay restarted. */
  run: v.pipe(v.number(), v.integer()),
  scene: v.string(),
  odds_scene: v.string(),
  /** Venue in Chinese, when the data has it. */
  venue: v.nullable(v.string()),
  /** The match page's `status_id` now, and its label. */
  status_id: v.pipe(v.number(), v.integer()),
  status_label: v.string(),
  /** The running clock as shown (`67'`, `第3节 05:12`); `''` when the match is not in play. */
  clock_text: v.string(),
  home_score: v.pipe(v.number(), v.integer(), v.minValue(0)),
  away_score: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Key of the competition, for grouping and filters (`wc2018`, `nba`). */
  competition_key: v.optional(v.string()),
  /** The competition without the round (`2018世界杯`, `NBA总决赛`). */
  competition_name: v.optional(v.string()),
  /** The round (`B组`, `1/8决赛`, `第1场`); `''` when none. */
  stage: v.optional(v.string()),
  /** The shoot-out score now (`3-4`, home first), once a shoot-out has started; else `null`. */
  penalty_score: v.optional(v.nullable(v.string())),
});
/** One match of the match list. */
export type MatchListEntry = v.InferOutput<typeof matchListEntrySchema>;

/** `data` of `POST /api/matches`. */
export const matchListSchema = v.object({
  server_time: v.number(),
  /** Replay speed factor. */
  speed: v.number(),
  matches: v.array(matchListEntrySchema),
  /**
   * The world's today (`YYYY-MM-DD`, Beijing) of each competition of the list, by
   * `competition_key`, as `POST /api/world/clock` has it: the day the home page's date strip opens
   * on. An addition: older servers do not send it.
   */
  today: v.optional(v.record(v.string(), v.string())),
});
/** `data` of `POST /api/matches`. */
export type MatchList = v.InferOutput<typeof matchListSchema>;

/** Optional filters of the match list. */
export const matchListRequestSchema = v.object({
  sport: v.optional(v.picklist(['football', 'basketball'], 'sport 只能是 football 或 basketball')),
  state: v.optional(v.picklist(MATCH_STATES, 'state 只能是 live、upcoming 或 finished')),
});
/** Body of `POST /api/matches`. */
export type MatchListRequest = v.InferInput<typeof matchListRequestSchema>;

/** `POST /api/matches`: the replayed matches with their state. */
export const matchListCall = call(API_PATHS.matchList, matchListRequestSchema, matchListSchema);
