import * as v from 'valibot';
import { API_PATHS } from '../api';
import {
  basketballPlayerRefEntries,
  basketballSeasonRecordSchema,
  basketballSeriesGameSchema,
  basketballTeamLeadersSchema,
} from './basketball-facts';
import { call } from './call-contract';
import { teamRefSchema } from './match-state';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const average = v.pipe(v.number(), v.minValue(0));
const percent = v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100)));

/** An NBA team id (ESPN's), as a string of digits or a number; read as a string. */
export const basketballTeamIdSchema = v.pipe(
  v.union(
    [v.pipe(v.string(), v.regex(/^[0-9]{1,12}$/)), v.pipe(v.number(), v.integer(), v.minValue(0))],
    'team_id 格式不正确',
  ),
  v.transform(String),
);

/** Body of `POST /api/basketball/team/info` and `POST /api/basketball/team/schedule`. */
export const basketballTeamRequestSchema = v.object({ team_id: basketballTeamIdSchema });
/** Body of the basketball team calls. */
export type BasketballTeamRequest = v.InferOutput<typeof basketballTeamRequestSchema>;

/** An NBA team as its pages head it. */
export const basketballTeamHeadSchema = v.object({
  ...teamRefSchema.entries,
  /** `波士顿凯尔特人`. */
  full_name: v.string(),
  /** `Boston Celtics`. */
  name_en: v.string(),
  /** Chinese city name, `波士顿`. */
  city: v.string(),
});

/** A player's per-game averages over the games he played in the data (one decimal). */
export const basketballPlayerAveragesSchema = v.object({
  minutes: average,
  points: average,
  rebounds: average,
  offensive_rebounds: average,
  defensive_rebounds: average,
  assists: average,
  steals: average,
  blocks: average,
  turnovers: average,
  fouls: average,
  /** Percent with one decimal over all his attempts; `null` without an attempt. */
  fg_pct: percent,
  fg3_pct: percent,
  ft_pct: percent,
});

/** One player of a team page's roster. */
export const basketballRosterPlayerSchema = v.object({
  ...basketballPlayerRefEntries,
  /** Box scores in the data that list him. */
  games: count,
  /** Of those, the games he played in. */
  games_played: count,
  /** Of those, the games he started. */
  starts: count,
  /** Per-game averages over `games_played`; `null` when he played none. */
  averages: v.nullable(basketballPlayerAveragesSchema),
});
/** One player of a team page's roster. */
export type BasketballRosterPlayer = v.InferOutput<typeof basketballRosterPlayerSchema>;

/**
 * `data` of `POST /api/basketball/team/info` (the team detail page): the team, its regular-season
 * record, and its roster and leaders from the box scores the data holds.
 */
export const basketballTeamInfoSchema = v.object({
  team: basketballTeamHeadSchema,
  /** `2023-24`. */
  season: v.string(),
  record: basketballSeasonRecordSchema,
  /** Players of the box scores in the data, by games played, then points per game. */
  roster: v.array(basketballRosterPlayerSchema),
  /** Per-game leaders over the box scores in the data. */
  leaders: basketballTeamLeadersSchema,
  /** The games whose box scores the roster and leaders come from. */
  box_score_games: v.array(v.object({ match_id: v.string(), competition: v.string() })),
  /** What the roster and averages cover. */
  note: v.string(),
});
/** `data` of `POST /api/basketball/team/info`. */
export type BasketballTeamInfo = v.InferOutput<typeof basketballTeamInfoSchema>;

/** One game of a team's schedule, seen from the team. */
export const basketballScheduleGameSchema = v.object({
  ...basketballSeriesGameSchema.entries,
  is_home: v.boolean(),
  opponent: teamRefSchema,
  team_score: count,
  opponent_score: count,
  result: v.picklist(['win', 'lose']),
});
/** One game of a team's schedule. */
export type BasketballScheduleGame = v.InferOutput<typeof basketballScheduleGameSchema>;

/**
 * `data` of `POST /api/basketball/team/schedule`: the team's games the data knows, oldest first. The
 * data holds only the games against the Finals opponent, so `complete` is `false` and `note` says so.
 */
export const basketballTeamScheduleSchema = v.object({
  team: basketballTeamHeadSchema,
  season: v.string(),
  games: v.array(basketballScheduleGameSchema),
  /** True only when `games` is the team's whole season. */
  complete: v.boolean(),
  /** What the list covers and what it leaves out. */
  note: v.string(),
});
/** `data` of `POST /api/basketball/team/schedule`. */
export type BasketballTeamSchedule = v.InferOutput<typeof basketballTeamScheduleSchema>;

/** `POST /api/basketball/team/info`: an NBA team's record, roster and leaders. */
export const basketballTeamInfoCall = call(
  API_PATHS.basketballTeamInfo,
  basketballTeamRequestSchema,
  basketballTeamInfoSchema,
);

/** `POST /api/basketball/team/schedule`: an NBA team's games the data knows. */
export const basketballTeamScheduleCall = call(
  API_PATHS.basketballTeamSchedule,
  basketballTeamRequestSchema,
  basketballTeamScheduleSchema,
);
