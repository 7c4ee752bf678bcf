import * as v from 'valibot';
import { API_PATHS } from '../api';
import { basketballAnalysisFactsSchema } from './basketball-facts';
import { call } from './call-contract';
import { matchRequestSchema } from './match-request';
import { teamRefSchema } from './match-state';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A finished match's result seen from one team: win, draw or lose. */
export const FORM_RESULTS = ['win', 'draw', 'lose'] as const;
/** `win`, `draw` or `lose`. */
export type FormResult = (typeof FORM_RESULTS)[number];
/** The results legend of the data board (docs/behaviour.md §2: "an icon legend"). */
export const FORM_RESULT_LABELS: Readonly<Record<FormResult, string>> = {
  win: '胜',
  draw: '平',
  lose: '负',
};

/** One earlier match on the data board. */
export const recentMatchSchema = v.object({
  /** Id in the results history (not a replayable match id). */
  match_id: v.string(),
  /** ISO UTC kick-off. */
  kickoff: v.string(),
  competition: v.string(),
  home_team: teamRefSchema,
  away_team: teamRefSchema,
  /** The final score: after extra time when extra time was played. */
  home_score: count,
  away_score: count,
  /** `1-0`; `null` when the source has no half-time score. */
  half_score: v.nullable(v.string()),
  /** The score after 90 minutes when extra time followed (`1-1`); `null` otherwise. */
  regular_score: v.nullable(v.string()),
  /** The penalty shoot-out (`4-3`, home first) when one decided the tie; `null` otherwise. */
  penalty_score: v.nullable(v.string()),
  /**
   * The result for the team whose list this is (head-to-head: for the home side of the match
   * analysed), from the final score: a tie decided on penalties counts as a draw, as FIFA records it;
   * `penalty_score` says who went through.
   */
  result: v.picklist(FORM_RESULTS),
  /** True when that team was the home side. */
  is_home: v.boolean(),
});
/** One earlier match on the data board. */
export type RecentMatch = v.InferOutput<typeof recentMatchSchema>;

/** Totals over a list of matches. */
export const formSummarySchema = v.object({
  played: count,
  win: count,
  draw: count,
  lose: count,
  goals_for: count,
  goals_against: count,
});

/** One team's recent matches, newest first (up to 20: the page filters 10 / 20 and home / away). */
export const teamFormSchema = v.object({
  team: teamRefSchema,
  matches: v.array(recentMatchSchema),
  summary: formSummarySchema,
});
/** One team's recent matches. */
export type TeamForm = v.InferOutput<typeof teamFormSchema>;

/** One row of a points table. */
export const standingRowSchema = v.object({
  rank: count,
  team: teamRefSchema,
  played: count,
  win: count,
  draw: count,
  lose: count,
  /** Goals (football) or points (basketball) for and against; `null` when the source has none. */
  goals_for: v.nullable(count),
  goals_against: v.nullable(count),
  goal_diff: v.nullable(v.pipe(v.number(), v.integer())),
  /** League points; `null` in basketball. */
  points: v.nullable(count),
  /** Win share 0–1, 3 decimals. */
  win_rate: v.number(),
  /** True for a team of the match or page being shown. */
  highlight: v.boolean(),
});
/** One row of a points table. */
export type StandingRow = v.InferOutput<typeof standingRowSchema>;

/** A points table with its title (`C组积分榜`, `英超积分榜`). */
export const standingsTableSchema = v.object({
  title: v.string(),
  rows: v.array(standingRowSchema),
});
/** A points table. */
export type StandingsTable = v.InferOutput<typeof standingsTableSchema>;

/**
 * `data` of `POST /api/match/analysis`: the data board of a match, honest to its date (only results
 * before its kick-off count).
 */
export const matchAnalysisSchema = v.object({
  match_id: v.string(),
  sport: v.picklist(['football', 'basketball']),
  /** ISO time up to which results are counted: the match's kick-off. */
  as_of: v.string(),
  home: teamFormSchema,
  away: teamFormSchema,
  /** Earlier meetings of the two teams, newest first. */
  head_to_head: v.array(recentMatchSchema),
  standings: v.array(standingsTableSchema),
  /** Labels of the results legend. */
  legend: v.object({ win: v.string(), draw: v.string(), lose: v.string() }),
  /** A sentence about the limits of the data shown, or `null`. */
  note: v.nullable(v.string()),
  /** NBA games: season records with splits, the series before the game, every earlier meeting. */
  basketball: v.optional(basketballAnalysisFactsSchema),
});
/** The data board of a match. */
export type MatchAnalysis = v.InferOutput<typeof matchAnalysisSchema>;

/** `POST /api/match/analysis`: recent form, head-to-head and standings of a match. */
export const matchAnalysisCall = call(
  API_PATHS.matchAnalysis,
  matchRequestSchema,
  matchAnalysisSchema,
);
