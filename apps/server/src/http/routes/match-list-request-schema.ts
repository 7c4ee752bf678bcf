import * as v from 'valibot';

/** Optional filters of the match list. */
export const matchListRequestSchema = v.object({
  sport: v.optional(v.picklist(['football', 'basketball'], 'sport 只能是 football 或 basketball')),
  state: v.optional(
    v.picklist(['live', 'upcoming', 'finished'], 'state 只能是 live、upcoming 或 finished'),
  ),
});
