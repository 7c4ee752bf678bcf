import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';
import { matchRequestSchema } from './match-request';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const probability = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
const side = v.picklist([1, 2]);
/** A Wyscout pitch coordinate: 0–100, x = 100 the goal line the shooting team attacks, y = 0 its left touchline. */
const coordinate = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

/** What one feature added to a shot's xG, in log-odds, so a fan can check the number. */
export const xgFactorSchema = v.object({
  key: v.picklist(['distance', 'angle', 'header', 'free_kick', 'counter']),
  /** Chinese name of the factor (`距离`, `射门角度`, `头球`, `直接任意球`, `反击`). */
  label: v.string(),
  /** The factor's value as shown (`18.2 米`, `23°`, `是`). */
  value_text: v.string(),
  /** Its share of the shot's log-odds (value × coefficient). */
  log_odds: v.number(),
});
/** What one feature added to a shot's xG. */
export type XgFactor = v.InferOutput<typeof xgFactorSchema>;

/** One shot of a football match, with its expected-goals value (docs/models.md §9). */
export const footballShotSchema = v.object({
  id: v.string(),
  /** 1 home, 2 away. */
  side,
  player_id: v.string(),
  /** Chinese name (Latin where none is established). */
  player_name: v.string(),
  /** Match minute and its text (`45+2'`). */
  minute: count,
  minute_text: v.string(),
  /** 1 and 2 the halves, 3 and 4 the halves of extra time. */
  half: v.picklist([1, 2, 3, 4]),
  x: coordinate,
  y: coordinate,
  kind: v.picklist(['open_play', 'free_kick', 'penalty']),
  body: v.picklist(['left', 'right', 'head_or_other']),
  counter: v.boolean(),
  outcome: v.picklist(['goal', 'saved', 'off_target', 'blocked']),
  xg: probability,
  /** Distance to the goal's centre (metres) and the angle its mouth opens (degrees). */
  distance_m: v.number(),
  angle_deg: v.number(),
  /** The model's log-odds before any factor; with the factors it gives `xg`. Penalties: no factors. */
  base_log_odds: v.number(),
  factors: v.array(xgFactorSchema),
});
/** One shot of a football match. */
export type FootballShot = v.InferOutput<typeof footballShotSchema>;

/** An own goal: not a shot, but shown on the shot map for the side it counted for. */
export const footballOwnGoalSchema = v.object({
  id: v.string(),
  /** The side the goal counted for. */
  side,
  player_id: v.string(),
  player_name: v.string(),
  minute: count,
  minute_text: v.string(),
});
/** An own goal. */
export type FootballOwnGoal = v.InferOutput<typeof footballOwnGoalSchema>;

/** One row of the full statistics: both teams' values, and how to write them. */
export const footballStatRowSchema = v.object({
  key: v.string(),
  /** Chinese label. */
  label: v.string(),
  home: v.number(),
  away: v.number(),
  /** `count`, `percent` (0–100) or `decimal` (xG, one decimal). */
  format: v.picklist(['count', 'percent', 'decimal']),
});
/** One row of the full statistics. */
export type FootballStatRow = v.InferOutput<typeof footballStatRowSchema>;

/** One player's rating so far (docs/models.md §10). */
export const playerRatingSchema = v.object({
  player_id: v.string(),
  player_name: v.string(),
  side,
  /** 0–10, one decimal. */
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
  minutes: count,
});
/** One player's rating. */
export type PlayerRating = v.InferOutput<typeof playerRatingSchema>;

/**
 * `data` of `POST /api/football/match/stats`: everything that happened so far, counted from the
 * match's events — never what has not happened yet at the replay's moment.
 */
export const footballMatchStatsSchema = v.object({
  match_id: v.string(),
  /** Match seconds (the replay's `t`) the statistics are counted up to. */
  up_to: v.number(),
  /** False before kick-off: then every list is empty and every row zero. */
  started: v.boolean(),
  shots: v.array(footballShotSchema),
  own_goals: v.array(footballOwnGoalSchema),
  stats: v.array(footballStatRowSchema),
  ratings: v.array(playerRatingSchema),
  /** The best-rated player once the match is over; `null` before. */
  player_of_match_id: v.nullable(v.string()),
});
/** The full statistics, shots and ratings of a football match so far. */
export type FootballMatchStats = v.InferOutput<typeof footballMatchStatsSchema>;

/** `POST /api/football/match/stats`: shots with xG, full statistics and ratings of a football match so far. */
export const footballMatchStatsCall = call(
  API_PATHS.footballMatchStats,
  matchRequestSchema,
  footballMatchStatsSchema,
);
