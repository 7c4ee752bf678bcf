import * as v from 'valibot';

const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `{match_id}` of the lineup and analysis calls: the source id as a string, or as a number (the
 * Wyscout and ESPN ids are numeric), read as a string.
 */
export const matchRequestSchema = v.object({
  match_id: v.union(
    [
      v.pipe(v.string(), v.regex(MATCH_ID)),
      v.pipe(v.number(), v.integer(), v.minValue(0), v.transform(String)),
    ],
    '比赛编号格式不正确',
  ),
});

/** Optional filters of the match list. */
export const matchListRequestSchema = v.object({
  sport: v.optional(v.picklist(['football', 'basketball'], 'sport 只能是 football 或 basketball')),
  state: v.optional(
    v.picklist(['live', 'upcoming', 'finished'], 'state 只能是 live、upcoming 或 finished'),
  ),
});
