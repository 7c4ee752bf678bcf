import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';
import { matchRequestSchema } from './match-request';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * One field-goal attempt of a basketball game where it was taken, in feet as ESPN records it: the
 * basket at (25, 0), `x` across the court from the left sideline (0–50), `y` out from the basket
 * towards half court (a shot from behind the basket can be slightly below 0). Free throws have no
 * place and are not charted.
 */
export const basketballShotSchema = v.object({
  id: v.string(),
  /** 1 home, 2 away. */
  side: v.picklist([1, 2]),
  player_id: v.string(),
  player_name: v.string(),
  /** Quarter (5 and on: overtime) and the game clock when it was taken. */
  period: v.pipe(v.number(), v.integer(), v.minValue(1)),
  clock: v.string(),
  x: v.pipe(v.number(), v.minValue(0), v.maxValue(50)),
  y: v.pipe(v.number(), v.minValue(-6), v.maxValue(94)),
  made: v.boolean(),
  three: v.boolean(),
  /** Chinese description of the shot (`后撤步跳投`). */
  label: v.string(),
});
/** One field-goal attempt with its place on the court. */
export type BasketballShot = v.InferOutput<typeof basketballShotSchema>;

/** `data` of `POST /api/basketball/match/shots`: the game's charted attempts so far. */
export const basketballShotChartSchema = v.object({
  match_id: v.string(),
  shots: v.array(basketballShotSchema),
  /** Attempts without a court place in the data (never free throws), left off the chart. */
  unplaced: count,
});
/** The charted field-goal attempts of a basketball game so far. */
export type BasketballShotChart = v.InferOutput<typeof basketballShotChartSchema>;

/** `POST /api/basketball/match/shots`: where each field-goal attempt so far was taken. */
export const basketballShotChartCall = call(
  API_PATHS.basketballShotChart,
  matchRequestSchema,
  basketballShotChartSchema,
);
