import * as v from 'valibot';

/**
 * Content of `trend_football_match` / `trend_basketball_match` (docs/behaviour.md §3). The meaning of the values is
 * written in `docs/contract.md`.
 */
export const trendContentSchema = v.looseObject({
  match_id: v.optional(v.string()),
  match_type: v.picklist(['soccer', 'basketball']),
  trend_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  trend_per: v.pipe(v.number(), v.integer(), v.minValue(1)),
  trend_data: v.array(v.array(v.number())),
  up_time: v.optional(v.number()),
});
/** A trend push. */
export type TrendContent = v.InferOutput<typeof trendContentSchema>;
