import * as v from 'valibot';
import { teamRefSchema } from './match-state';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * The position code of a basketball player whose source position is none of C, SF, PF, SG, PG, F, G;
 * `basketballPositionLabel` shows it as `未知`.
 */
export const BASKETBALL_POSITION_UNKNOWN = 'UNK';

/** Basketball position codes: C, SF, PF, SG, PG, F, G, and `UNK` for an unknown one. */
export const BASKETBALL_POSITION_CODES = [
  'C',
  'SF',
  'PF',
  'SG',
  'PG',
  'F',
  'G',
  BASKETBALL_POSITION_UNKNOWN,
] as const;
/** A basketball position code. */
export type BasketballPositionCode = (typeof BASKETBALL_POSITION_CODES)[number];

/** A basketball player's position code. */
export const basketballPositionSchema = v.picklist(BASKETBALL_POSITION_CODES);

/** Who a basketball player is, as every page lists him: ids, names, shirt number, position. */
export const basketballPlayerRefEntries = {
  id: v.string(),
  name: v.string(),
  name_en: v.string(),
  /** 2023-24 shirt number; `null` when unknown. */
  shirt_number: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** C, SF, PF, SG, PG, F or G; `UNK` when the source gives none of them. */
  position: basketballPositionSchema,
  position_label: v.string(),
};

/** A win–loss record, e.g. 64-18. */
export const winLossSchema = v.object({
  win: count,
  lose: count,
  /** `64-18`. */
  summary: v.string(),
  /** Win share 0–1, 3 decimals. */
  win_rate: v.number(),
});
/** A win–loss record. */
export type WinLoss = v.InferOutput<typeof winLossSchema>;

/**
 * A team's regular-season record and the splits the source gives; a split it does not give is
 * `null` (ESPN's game header gives the home side its home record and the away side its road record).
 */
export const basketballSeasonRecordSchema = v.object({
  /** `2023-24`. */
  season: v.string(),
  total: winLossSchema,
  home: v.nullable(winLossSchema),
  road: v.nullable(winLossSchema),
  /** Record against teams of the own conference. */
  conference: v.nullable(winLossSchema),
});
/** A team's regular-season record with its splits. */
export type BasketballSeasonRecord = v.InferOutput<typeof basketballSeasonRecordSchema>;

/** Whether a game belongs to the regular season or the Finals. */
export const BASKETBALL_STAGES = ['regular', 'finals'] as const;
/** `regular` or `finals`. */
export type BasketballStage = (typeof BASKETBALL_STAGES)[number];

/** One finished game of a season series (the teams' regular-season meetings, the Finals series). */
export const basketballSeriesGameSchema = v.object({
  /** ESPN's game id. */
  match_id: v.string(),
  /** ISO UTC tip-off. */
  kickoff: v.string(),
  stage: v.picklist(BASKETBALL_STAGES),
  /** The game's number in the Finals series (1–7); `null` in the regular season. */
  game_number: v.nullable(count),
  /** `2023-24赛季常规赛`, `NBA总决赛 第5场`. */
  competition: v.string(),
  home_team: teamRefSchema,
  away_team: teamRefSchema,
  home_score: count,
  away_score: count,
  /** The id to open the game's replay pages with, when kanqiu's server replays it; else `null`. */
  replay_match_id: v.nullable(v.string()),
});
/** One finished game of a season series. */
export type BasketballSeriesGame = v.InferOutput<typeof basketballSeriesGameSchema>;

/** A playoff series as it stood before a game. */
export const basketballSeriesStandingSchema = v.object({
  /** `NBA总决赛`. */
  title: v.string(),
  /** Games the series is played over at most (7). */
  best_of: count,
  /** Number of the game in the series. */
  game_number: count,
  /** Wins of the game's home and away side before it. */
  home_wins: count,
  away_wins: count,
  /** `凯尔特人 3-1 领先`, `系列赛 1-1 战平`, `系列赛首战`. */
  text: v.string(),
});
/** A playoff series as it stood before a game. */
export type BasketballSeriesStanding = v.InferOutput<typeof basketballSeriesStandingSchema>;

/** The player leading his team in one statistic. */
export const basketballLeaderSchema = v.object({
  player_id: v.string(),
  name: v.string(),
  name_en: v.string(),
  position: basketballPositionSchema,
  /** The count (in a game) or the per-game average (one decimal, on a team page). */
  value: v.pipe(v.number(), v.minValue(0)),
});
/** The player leading his team in one statistic. */
export type BasketballLeader = v.InferOutput<typeof basketballLeaderSchema>;

/** A team's leaders in points, rebounds and assists; `null` where nobody has any yet. */
export const basketballTeamLeadersSchema = v.object({
  points: v.nullable(basketballLeaderSchema),
  rebounds: v.nullable(basketballLeaderSchema),
  assists: v.nullable(basketballLeaderSchema),
});
/** A team's leaders in points, rebounds and assists. */
export type BasketballTeamLeaders = v.InferOutput<typeof basketballTeamLeadersSchema>;

/** What the data board of an NBA game adds to the football-shaped board (`/api/match/analysis`). */
export const basketballAnalysisFactsSchema = v.object({
  /** Both teams' regular-season records with the splits the data has. */
  records: v.object({ home: basketballSeasonRecordSchema, away: basketballSeasonRecordSchema }),
  /** The playoff series before the game; `null` outside a series. */
  series_before: v.nullable(basketballSeriesStandingSchema),
  /** The teams' earlier meetings of the season (regular season, then the Finals), oldest first. */
  meetings: v.array(basketballSeriesGameSchema),
});
/** What the data board of an NBA game adds. */
export type BasketballAnalysisFacts = v.InferOutput<typeof basketballAnalysisFactsSchema>;
