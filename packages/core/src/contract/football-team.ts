import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';
import { FORM_RESULTS, formSummarySchema, recentMatchSchema } from './match-analysis';
import { teamRefSchema } from './match-state';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * A football team id in a request body **(kanqiu design, docs/contract.md)**: the team's code, which
 * is its id in every table, schedule and result (`FRA`, `MCI`, `FCB`), or, for a World Cup 2018
 * team, its Wyscout team id (`4418`, as the replayed match pages carry it), as a string or a number.
 * Letters are read in upper case.
 */
export const footballTeamIdSchema = v.pipe(
  v.union(
    [
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{2,16}$/)),
      v.pipe(v.number(), v.integer(), v.minValue(0)),
    ],
    'team_id 格式不正确',
  ),
  v.transform((id) => String(id).toUpperCase()),
);

/**
 * `POST /api/football/team/info`, `/team/schedule` and `/team/points`: which team, and optionally
 * one competition (`key` of the league database: `wc`, `en.1`, `de.1`) and season.
 */
export const footballTeamRequestSchema = v.object({
  team_id: footballTeamIdSchema,
  key: v.optional(v.pipe(v.string(), v.maxLength(16))),
  season: v.optional(v.pipe(v.string(), v.maxLength(16))),
});
/** Body of the football team calls. */
export type FootballTeamRequest = v.InferOutput<typeof footballTeamRequestSchema>;

/** A competition season: `key` and `season` as the league database names them. */
export const competitionSeasonSchema = v.object({
  /** `wc`, `en.1`, `de.1`. */
  key: v.string(),
  /** `2018`, `2024-25`. */
  season: v.string(),
  /** `2018世界杯`, `英超 2024-25`. */
  name: v.string(),
});
/** A competition season. */
export type CompetitionSeason = v.InferOutput<typeof competitionSeasonSchema>;

/** A player of a squad, with what he did in the competition. */
export const squadPlayerSchema = v.object({
  id: v.string(),
  /** Chinese where written, else the source's Latin short name. */
  name: v.string(),
  name_en: v.string(),
  /** Squad number; `null` where the data has none (then show none). */
  shirt_number: v.nullable(count),
  /** `YYYY-MM-DD`, when the source has it. */
  birth_date: v.nullable(v.string()),
  /** Matches played (started or came on) and started. */
  appearances: count,
  starts: count,
  goals: count,
  assists: count,
  yellow_cards: count,
  red_cards: count,
});
/** A player of a squad. */
export type SquadPlayer = v.InferOutput<typeof squadPlayerSchema>;

/** A squad, grouped by position: goalkeepers, defenders, midfielders, forwards. */
export const squadSchema = v.object({
  competition: competitionSeasonSchema,
  groups: v.array(
    v.object({
      position: v.picklist(['G', 'D', 'M', 'F']),
      /** `门将`, `后卫`, `中场`, `前锋`. */
      label: v.string(),
      players: v.array(squadPlayerSchema),
    }),
  ),
});
/** A squad by position. */
export type Squad = v.InferOutput<typeof squadSchema>;

/** A team's results in one competition season. */
export const competitionRecordSchema = v.object({
  competition: competitionSeasonSchema,
  ...formSummarySchema.entries,
});
/** A competition record. */
export type CompetitionRecord = v.InferOutput<typeof competitionRecordSchema>;

/** One scorer of a list. */
export const scorerSchema = v.object({
  rank: count,
  /** The player's id in the replays; `null` where the source names the scorer only. */
  player_id: v.nullable(v.string()),
  name: v.string(),
  name_en: v.string(),
  team: teamRefSchema,
  /** Penalties included; own goals and shoot-out kicks are not. */
  goals: count,
  penalty_goals: count,
  /** `null` where the source names no assists. */
  assists: v.nullable(count),
});
/** One scorer of a list. */
export type Scorer = v.InferOutput<typeof scorerSchema>;

/** The scorers of one competition season, most goals first. */
export const scorerListSchema = v.object({
  competition: competitionSeasonSchema,
  /** `events`: counted from the replayed matches' events; `openfootball`: the goal lists of the results. */
  source: v.picklist(['events', 'openfootball']),
  scorers: v.array(scorerSchema),
});
/** The scorers of one competition season. */
export type ScorerList = v.InferOutput<typeof scorerListSchema>;

/** `data` of `POST /api/football/team/info`. */
export const footballTeamInfoSchema = v.object({
  /** `id` is the team's code: the id every table and schedule uses. */
  team: teamRefSchema,
  /** The name as the results source writes it (`France`, `Manchester City FC`). */
  name_en: v.string(),
  kind: v.picklist(['national', 'club']),
  /** The Wyscout team id of a World Cup 2018 team (its replayed match pages use it); else `null`. */
  wyscout_id: v.nullable(v.string()),
  /** National teams: `{code: 'UEFA', name: '欧足联'}`; clubs `null`. */
  confederation: v.nullable(v.object({ code: v.string(), name: v.string() })),
  /** Clubs: the league of their newest season; national teams `null`. */
  league: v.nullable(v.object({ key: v.string(), name: v.string() })),
  /** Every competition season of the team in the data, newest first. */
  competitions: v.array(competitionSeasonSchema),
  /** The World Cup 2018 squad (lineups and benches of the replays); `null` where the data has none. */
  squad: v.nullable(squadSchema),
  /** Results per competition season, newest first (a shoot-out counts as a draw, as FIFA records it). */
  records: v.array(competitionRecordSchema),
  /** The team's scorers per competition season where the data names scorers, newest first. */
  top_scorers: v.array(scorerListSchema),
  /** The last results, newest first (up to 5), and their outcomes. */
  form: v.object({
    matches: v.array(recentMatchSchema),
    results: v.array(v.picklist(FORM_RESULTS)),
  }),
  /** What the data does not cover for this team, or `null`. */
  note: v.nullable(v.string()),
});
/** `data` of the team info call. */
export type FootballTeamInfo = v.InferOutput<typeof footballTeamInfoSchema>;

/** One match of a team's schedule. */
export const teamScheduleMatchSchema = v.object({
  /** Id in the results history (`wc2018-049`, `en.1-2025-26-301`): the match overview takes it. */
  match_id: v.string(),
  /** The replay's match id (Wyscout) when the replay has this match, else `null`. */
  replay_match_id: v.nullable(v.string()),
  /** ISO UTC kick-off. */
  kickoff: v.string(),
  time_known: v.boolean(),
  competition: competitionSeasonSchema,
  /** `B组`, `1/8决赛`, `第12轮`. */
  round: v.string(),
  home_team: teamRefSchema,
  away_team: teamRefSchema,
  is_home: v.boolean(),
  opponent: teamRefSchema,
  /** Final score (after extra time when played); `null` until played. */
  home_score: v.nullable(count),
  away_score: v.nullable(count),
  half_score: v.nullable(v.string()),
  /** The 90-minute score when extra time followed. */
  regular_score: v.nullable(v.string()),
  /** The shoot-out (`3-4`, home first). */
  penalty_score: v.nullable(v.string()),
  finished: v.boolean(),
  /** For this team, from the final score (a shoot-out is a draw); `null` until played. */
  result: v.nullable(v.picklist(FORM_RESULTS)),
});
/** One match of a team's schedule. */
export type TeamScheduleMatch = v.InferOutput<typeof teamScheduleMatchSchema>;

/** `data` of `POST /api/football/team/schedule`. */
export const footballTeamScheduleSchema = v.object({
  team: teamRefSchema,
  /** Oldest first. */
  matches: v.array(teamScheduleMatchSchema),
  /** The first match not yet played, if any. */
  next_match_id: v.nullable(v.string()),
});
/** `data` of the team schedule call. */
export type FootballTeamSchedule = v.InferOutput<typeof footballTeamScheduleSchema>;

/** `POST /api/football/team/info`: a football team's squad, records, scorers and form. */
export const footballTeamInfoCall = call(
  API_PATHS.footballTeamInfo,
  footballTeamRequestSchema,
  footballTeamInfoSchema,
);

/** `POST /api/football/team/schedule`: a football team's results and fixtures. */
export const footballTeamScheduleCall = call(
  API_PATHS.footballTeamSchedule,
  footballTeamRequestSchema,
  footballTeamScheduleSchema,
);
