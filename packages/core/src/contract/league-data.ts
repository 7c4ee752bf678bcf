import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';
import { scorerListSchema } from './football-team';
import { standingsTableSchema } from './match-analysis';
import { teamRefSchema } from './match-state';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One competition of the results history with its seasons. */
export const leagueSummarySchema = v.object({
  /** `en.1` (Premier League), `de.1` (Bundesliga), `wc` (World Cup). */
  key: v.string(),
  name: v.string(),
  /** Seasons with data, newest first (`2025-26`, `2022`). */
  seasons: v.array(v.string()),
});
/** One competition of the results history. */
export type LeagueSummary = v.InferOutput<typeof leagueSummarySchema>;

/** `POST /api/league/data` **(kanqiu design)**: a competition season; without `season`, the newest. */
export const leagueDataRequestSchema = v.object({
  key: v.pipe(v.string(), v.maxLength(16)),
  season: v.optional(v.pipe(v.string(), v.maxLength(16))),
});
/** Body of the league data call. */
export type LeagueDataRequest = v.InferOutput<typeof leagueDataRequestSchema>;

/** One match of a schedule: a result, or a fixture still to be played. */
export const scheduleMatchSchema = v.object({
  match_id: v.string(),
  kickoff: v.string(),
  /** False when the source gives no kick-off time (the time shown is a placeholder). */
  time_known: v.boolean(),
  home_team: teamRefSchema,
  away_team: teamRefSchema,
  /** `null` until played. */
  home_score: v.nullable(count),
  away_score: v.nullable(count),
  half_score: v.nullable(v.string()),
  /** Knock-out matches: the score after extra time and of the shoot-out, when played. */
  extra_time_score: v.nullable(v.string()),
  penalty_score: v.nullable(v.string()),
  finished: v.boolean(),
});
/** One match of a schedule. */
export type ScheduleMatch = v.InferOutput<typeof scheduleMatchSchema>;

/** The league database page of one competition season. */
export const leagueDataSchema = v.object({
  key: v.string(),
  season: v.string(),
  name: v.string(),
  /** The last day with a result in the data. */
  as_of: v.string(),
  /** League: one table; World Cup: one per group. */
  standings: v.array(standingsTableSchema),
  /**
   * Leagues: the table of home matches only and of away matches only (one table each); absent or
   * empty for a World Cup.
   */
  standings_home: v.optional(v.array(standingsTableSchema)),
  standings_away: v.optional(v.array(standingsTableSchema)),
  /** The top scorers where the data names scorers (World Cups); `null` for the leagues. */
  scorers: v.optional(v.nullable(scorerListSchema)),
  /** Rounds in order, each with its matches by kick-off. */
  rounds: v.array(v.object({ round: v.string(), matches: v.array(scheduleMatchSchema) })),
});
/** The league database page of one competition season. */
export type LeagueData = v.InferOutput<typeof leagueDataSchema>;

/** `POST /api/league/data`: one competition season's tables and rounds. */
export const leagueDataCall = call(API_PATHS.leagueData, leagueDataRequestSchema, leagueDataSchema);
