import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';
import { competitionSeasonSchema } from './football-team';
import { FORM_RESULTS, recentMatchSchema } from './match-analysis';
import { MATCH_STATES, teamRefSchema } from './match-state';
import { MODEL_MARKETS } from './model';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * `POST /api/football/match/overview` **(kanqiu design)**: a replayed match by its Wyscout id
 * (`2058017`), or any match of the results history by its id there (`wc2022-064`,
 * `en.1-2025-26-301`), as a string or (Wyscout) a number.
 */
export const footballOverviewRequestSchema = v.object({
  match_id: v.pipe(
    v.union(
      [
        v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/)),
        v.pipe(v.number(), v.integer(), v.minValue(0)),
      ],
      'match_id 格式不正确',
    ),
    v.transform(String),
  ),
});
/** Body of the match overview call. */
export type FootballOverviewRequest = v.InferOutput<typeof footballOverviewRequestSchema>;

/** One side of the overview: form and table position before kick-off. */
export const overviewSideSchema = v.object({
  team: teamRefSchema,
  /** The last (up to 5) results before kick-off, newest first. */
  recent: v.array(recentMatchSchema),
  results: v.array(v.picklist(FORM_RESULTS)),
  /** The team's place in its group or league table as it stood before kick-off; `null` when none. */
  position: v.nullable(
    v.object({
      title: v.string(),
      rank: count,
      teams: count,
      played: count,
      points: count,
      goal_diff: v.pipe(v.number(), v.integer()),
    }),
  ),
});
/** One side of the overview. */
export type OverviewSide = v.InferOutput<typeof overviewSideSchema>;

/** A model's pick for the match. */
export const overviewPickSchema = v.object({
  model: v.picklist(['js', 'zc', 'pk', 'sq', 'gm']),
  model_name: v.string(),
  market: v.picklist(MODEL_MARKETS),
  pick: v.string(),
  pick_label: v.string(),
  probability: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  odds: v.nullable(v.number()),
  /** `null` until the match is settled (and while a replayed match has not finished). */
  result: v.nullable(v.picklist(['win', 'lose'])),
});
/** A model's pick for the match. */
export type OverviewPick = v.InferOutput<typeof overviewPickSchema>;

/** A player suspended for the match. */
export const suspendedPlayerSchema = v.object({
  player_id: v.string(),
  name: v.string(),
  name_en: v.string(),
  /** `yellow_cards`: a second caution in another match; `red_card`: sent off (a second yellow included). */
  reason: v.picklist(['yellow_cards', 'red_card']),
  /** e.g. `累计两张黄牌（对瑞士、对墨西哥）`. */
  reason_text: v.string(),
  /** The earlier matches whose cards led to the ban (results-history ids). */
  card_match_ids: v.array(v.string()),
});
/** A player suspended for the match. */
export type SuspendedPlayer = v.InferOutput<typeof suspendedPlayerSchema>;

/** A goal or card of the key facts. */
export const keyFactSchema = v.object({
  kind: v.picklist(['goal', 'penalty', 'own_goal', 'yellow', 'second_yellow', 'red']),
  /** `38'`, `90+3'`; `''` where the source gives no minute. */
  minute_text: v.string(),
  /** 1 home, 2 away: the side it counts for (an own goal: the side that benefits). */
  position: v.picklist([1, 2]),
  player_name: v.string(),
  /** Goals: the assist, when the data names one. */
  assist_name: v.nullable(v.string()),
});
/** A goal or card of the key facts. */
export type KeyFact = v.InferOutput<typeof keyFactSchema>;

/** `data` of `POST /api/football/match/overview`: what a fan checks before kick-off, and after it. */
export const footballMatchOverviewSchema = v.object({
  /** Id in the results history. */
  match_id: v.string(),
  /** The replay's id when the replay has the match (its live, facts, lineup and data pages use it). */
  replay_match_id: v.nullable(v.string()),
  /** The replay's state now; `null` for a match the replay does not have. */
  replay_state: v.nullable(v.picklist(MATCH_STATES)),
  sport: v.literal('football'),
  competition: competitionSeasonSchema,
  /** `B组 第1轮`, `1/8决赛`, `第12轮`. */
  stage: v.string(),
  /** ISO UTC time of the real kick-off (pages show Beijing time). */
  kickoff: v.string(),
  /** False when the source has no kick-off time (15:00 local is assumed). */
  time_known: v.boolean(),
  /** `null` when the data names no ground (the league files). */
  venue: v.nullable(
    v.object({ name: v.string(), city: v.nullable(v.string()), capacity: v.nullable(count) }),
  ),
  home: overviewSideSchema,
  away: overviewSideSchema,
  /** Earlier meetings in the data, newest first, seen from the home side, and their totals. */
  head_to_head: v.object({
    matches: v.array(recentMatchSchema),
    home_win: count,
    draw: count,
    away_win: count,
    home_goals: count,
    away_goals: count,
  }),
  /** The five models' picks for this match (none when a side has too few earlier results). */
  picks: v.array(overviewPickSchema),
  /**
   * Players of either side suspended by earlier cards under the tournament's rule (docs/data.md);
   * `null` where the data has no cards (everything but the World Cup 2018).
   */
  suspensions: v.nullable(
    v.object({
      rule: v.string(),
      home: v.array(suspendedPlayerSchema),
      away: v.array(suspendedPlayerSchema),
    }),
  ),
  /**
   * After the match: the final score and how it was reached; `null` before (and while a replay of it
   * has not finished).
   */
  result: v.nullable(
    v.object({
      home_score: count,
      away_score: count,
      half_score: v.nullable(v.string()),
      regular_score: v.nullable(v.string()),
      penalty_score: v.nullable(v.string()),
      /** Goals always where the data names them; cards only where it has them (World Cup 2018). */
      facts: v.array(keyFactSchema),
    }),
  ),
  /** What the data does not hold for this match (no man of the match, no scorers, …), or `null`. */
  note: v.nullable(v.string()),
});
/** `data` of the match overview call. */
export type FootballMatchOverview = v.InferOutput<typeof footballMatchOverviewSchema>;

/** `POST /api/football/match/overview`: a football match before and after kick-off. */
export const footballMatchOverviewCall = call(
  API_PATHS.footballMatchOverview,
  footballOverviewRequestSchema,
  footballMatchOverviewSchema,
);
