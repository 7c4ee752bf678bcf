import * as v from 'valibot';

/**
 * A match id in a request body: the source id as a string (`"2058017"`), or as a number. Read as a
 * string.
 */
export const matchIdSchema = v.pipe(
  v.union(
    [
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
      v.pipe(v.number(), v.integer(), v.minValue(0)),
    ],
    'match_id 格式不正确',
  ),
  v.transform(String),
);

/** `POST /api/match/lineup` and `POST /api/match/analysis`: which match. */
export const matchRequestSchema = v.object({
  match_id: matchIdSchema,
});
/** Body of `POST /api/match/lineup` and `POST /api/match/analysis`. */
export type MatchRequest = v.InferOutput<typeof matchRequestSchema>;
