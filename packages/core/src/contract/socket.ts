import * as v from 'valibot';

/** Every socket frame: a JSON object with a non-empty string `type` and a `content` (may be absent → `null`). */
export const socketMessageSchema = v.object({
  type: v.pipe(v.string(), v.minLength(1)),
  content: v.optional(v.unknown(), null),
});

/** The content of the `init` message. */
export const socketInitContentSchema = v.object({
  client_id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

/**
 * What every page-data push holds besides its scene-specific fields: `up_time` (Unix milliseconds of
 * the update, strictly increasing per scene; the client applies a push only when it is newer than
 * what it holds) and, for match scenes, `status_id` (10 = finished).
 */
export const pageDataBaseSchema = v.looseObject({
  scene: v.optional(v.string()),
  up_time: v.pipe(v.number(), v.finite()),
  status_id: v.optional(v.pipe(v.number(), v.integer())),
});

/** A page-data push as the client first reads it. */
export type PageDataBase = v.InferOutput<typeof pageDataBaseSchema>;
