import * as v from 'valibot';
import { API_PATHS } from '../api';
import { basketballSeasonRecordSchema, basketballSeriesStandingSchema } from './basketball-facts';
import { call } from './call-contract';
import { matchRequestSchema } from './match-request';
import { teamRefSchema } from './match-state';
import { modelPickSchema } from './model';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const probability = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

/** The arena of a basketball game. */
export const basketballVenueSchema = v.object({
  /** Chinese name, `波士顿TD花园球馆`. */
  name: v.string(),
  /** The name as the source writes it, `TD Garden`. */
  name_en: v.string(),
  /** Chinese city name, `波士顿`; the source's name when none is written. */
  city: v.string(),
  city_en: v.string(),
  /** US state code, `MA`; `null` when the source has none. */
  state: v.nullable(v.string()),
});

/** A game official. */
export const basketballOfficialSchema = v.object({
  /** Chinese name, `扎克·扎尔巴`; the source's name when none is written. */
  name: v.string(),
  name_en: v.string(),
  /** `裁判`. */
  role: v.string(),
});
/** A game official. */
export type BasketballOfficial = v.InferOutput<typeof basketballOfficialSchema>;

/** A win probability before the tip-off. */
export const basketballWinProbabilitySchema = v.object({
  home: probability,
  away: probability,
  tie: probability,
  /** Whose model it is: `ESPN`. */
  source: v.string(),
});

/**
 * `data` of `POST /api/basketball/match/overview` (the gen page): the facts of a replayed NBA game as
 * they stood at its tip-off.
 */
export const basketballOverviewSchema = v.object({
  match_id: v.string(),
  /** `NBA总决赛 第5场`. */
  competition: v.string(),
  /** `2023-24`. */
  season: v.string(),
  /** ISO UTC tip-off of the real game. */
  original_kickoff: v.string(),
  home_team: teamRefSchema,
  away_team: teamRefSchema,
  venue: basketballVenueSchema,
  /** Spectators in the arena; `null` when the source has none. */
  attendance: v.nullable(count),
  /** The playoff series before this game; `null` for a game outside a series. */
  series: v.nullable(basketballSeriesStandingSchema),
  /** Both teams' regular-season records with the splits the data has. */
  records: v.object({ home: basketballSeasonRecordSchema, away: basketballSeasonRecordSchema }),
  /** The officials, in the source's order; empty when it names none. */
  officials: v.array(basketballOfficialSchema),
  /** ESPN's win probability at the tip-off (the first entry of its series); `null` without one. */
  win_probability: v.nullable(basketballWinProbabilitySchema),
  /** kanqiu's model picks for this game (the models pick football only, so none for NBA games). */
  model_picks: v.array(modelPickSchema),
});
/** `data` of `POST /api/basketball/match/overview`. */
export type BasketballOverview = v.InferOutput<typeof basketballOverviewSchema>;

/** `POST /api/basketball/match/overview`: the gen page of an NBA game. */
export const basketballMatchOverviewCall = call(
  API_PATHS.basketballMatchOverview,
  matchRequestSchema,
  basketballOverviewSchema,
);
