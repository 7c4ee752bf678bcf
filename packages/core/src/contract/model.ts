import * as v from 'valibot';
import { API_PATHS, type ModelKey } from '../api';
import { call } from './call-contract';
import { isoDateSchema } from './envelope';

const modelKeySchema = v.picklist(['js', 'zc', 'pk', 'sq', 'gm']);
const sportSchema = v.picklist(['football', 'basketball']);
const outcomeSchema = v.picklist(['win', 'lose']);
const probabilitySchema = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The markets the models pick. */
export const MODEL_MARKETS = ['1x2', 'double_chance', 'handicap', 'total', 'btts'] as const;
/** A model market. */
export type ModelMarket = (typeof MODEL_MARKETS)[number];

/** `POST /api/mod/modInit`: no body fields. */
export const modelInitRequestSchema = v.object({});

/** `data` of `POST /api/mod/modInit`: the models and the days that have picks. */
export const modelInitResponseSchema = v.object({
  models: v.array(
    v.object({
      key: modelKeySchema,
      name: v.string(),
      description: v.string(),
      sport: sportSchema,
      /**
       * What the model picks: `1x2`, `double_chance`, `handicap`, `total` (goals), `btts` (both teams
       * score). `gm` was first meant as a basketball moneyline; with only two basketball games in the
       * data it would never have a record, so it picks `btts` on the football fixtures instead.
       */
      market: v.picklist(MODEL_MARKETS),
      day_path: v.string(),
      count_path: v.string(),
    }),
  ),
  /** The day the model pages open on. */
  default_date: isoDateSchema,
  /** Days with picks, newest first. */
  dates: v.array(isoDateSchema),
  /**
   * The forecaster all five models pick from, e.g. `dixon-coles`: the `model` of its lines in the
   * published predictions (`docs/models.md`), from which every pick and record can be recomputed.
   */
  forecaster: v.optional(v.string()),
});
/** `data` of `POST /api/mod/modInit`. */
export type ModelInit = v.InferOutput<typeof modelInitResponseSchema>;

/** Some-day call of every model (`/api/ai2/yyModel2` and the others): the picks of one day. */
export const modelDayRequestSchema = v.object({
  date: isoDateSchema,
});
/** Body of a some-day call. */
export type ModelDayRequest = v.InferOutput<typeof modelDayRequestSchema>;

/** One pick of a model. */
export const modelPickSchema = v.object({
  match_id: v.string(),
  sport: sportSchema,
  competition: v.string(),
  /** ISO date-time of kick-off. */
  kickoff: v.string(),
  home_team: v.string(),
  away_team: v.string(),
  /** Machine value of the pick, e.g. `home`, `draw`, `away`, `home_-0.5`, `over_2.5`. */
  pick: v.string(),
  /** The pick in Chinese, e.g. `主胜`. */
  pick_label: v.string(),
  /** The model's probability of the pick, 0–1. */
  probability: probabilitySchema,
  /** Modelled decimal odds of the pick, if any. */
  odds: v.nullable(v.number()),
  /** `null` until the match is finished. */
  result: v.nullable(outcomeSchema),
  /** Final score `home-away` once finished. */
  score: v.nullable(v.string()),
  /** The forecast behind the pick (the same for all five models): home win, draw, away win. */
  probabilities: v.optional(
    v.object({ home: probabilitySchema, draw: probabilitySchema, away: probabilitySchema }),
  ),
  /** The goals each side is expected to score in that forecast (the handicap, total and both-teams-score picks rest on them). */
  expected_goals: v.optional(v.object({ home: v.number(), away: v.number() })),
});
/** One pick of a model. */
export type ModelPick = v.InferOutput<typeof modelPickSchema>;

/** `data` of a some-day call. */
export const modelDayResponseSchema = v.object({
  model: modelKeySchema,
  date: isoDateSchema,
  picks: v.array(modelPickSchema),
});
/** `data` of a some-day call. */
export type ModelDay = v.InferOutput<typeof modelDayResponseSchema>;

/** Count call of every model (`/api/ai2/hzData` and the others): the record over the last 10 or 20 picks. */
export const modelCountRequestSchema = v.object({
  sessions: v.optional(v.picklist([10, 20], 'sessions 只能是 10 或 20'), 10),
});
/** Body of a count call. */
export type ModelCountRequest = v.InferInput<typeof modelCountRequestSchema>;

/** `data` of a count call. */
export const modelCountResponseSchema = v.object({
  model: modelKeySchema,
  sessions: v.picklist([10, 20]),
  total: countSchema,
  win: countSchema,
  lose: countSchema,
  /** win ÷ total, 4 decimals; 0 when there are no settled picks. */
  hit_rate: probabilitySchema,
  /** The current run of equal outcomes, newest first. */
  streak: v.nullable(v.object({ outcome: outcomeSchema, count: v.pipe(v.number(), v.integer()) })),
  /** Outcomes of the settled picks, newest first. */
  recent: v.array(outcomeSchema),
  /** The record over every settled pick of the model (its whole walk-forward history). */
  overall: v.optional(
    v.object({
      total: countSchema,
      win: countSchema,
      lose: countSchema,
      /** win ÷ total, 4 decimals; 0 when there are no settled picks. */
      hit_rate: probabilitySchema,
    }),
  ),
});
/** `data` of a count call. */
export type ModelCount = v.InferOutput<typeof modelCountResponseSchema>;

/** `POST /api/mod/modInit`: the models and the days with picks. */
export const modelInitCall = call(
  API_PATHS.modelInit,
  modelInitRequestSchema,
  modelInitResponseSchema,
);

function modelPath(paths: Readonly<Record<ModelKey, string>>, model: ModelKey): string {
  if (!Object.hasOwn(paths, model)) throw new RangeError(`Unknown model: ${String(model)}`);
  return paths[model];
}

/**
 * A model's some-day call: its picks of one day.
 *
 * @throws RangeError for a key that is not one of the five models.
 */
export function modelDayCall(model: ModelKey) {
  return call(modelPath(API_PATHS.modelDay, model), modelDayRequestSchema, modelDayResponseSchema);
}

/**
 * A model's count call: its record over the last 10 or 20 settled picks.
 *
 * @throws RangeError for a key that is not one of the five models.
 */
export function modelCountCall(model: ModelKey) {
  return call(
    modelPath(API_PATHS.modelCount, model),
    modelCountRequestSchema,
    modelCountResponseSchema,
  );
}
