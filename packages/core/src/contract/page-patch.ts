import * as v from 'valibot';

/** A step of a patch path: an object key or an array index. */
const pathStepSchema = v.union([v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))]);
const pathSchema = v.array(pathStepSchema);

/** One change of a patch; `path` starts at the page's root. */
export const pagePatchOpSchema = v.variant('op', [
  /** The value at `path` becomes `value` (an object key may be new). */
  v.object({ op: v.literal('set'), path: pathSchema, value: v.unknown() }),
  /** The key at `path` goes. */
  v.object({ op: v.literal('remove'), path: pathSchema }),
  /** `items` go at the end of the array at `path`: a new text-live or play-by-play line. */
  v.object({ op: v.literal('append'), path: pathSchema, items: v.array(v.unknown()) }),
  /** `items` go at the start of the array at `path` (lists kept newest first). */
  v.object({ op: v.literal('prepend'), path: pathSchema, items: v.array(v.unknown()) }),
]);
/** One change of a page patch. */
export type PagePatchOp = v.InferOutput<typeof pagePatchOpSchema>;
/** A path inside a page: object keys and array indexes. */
export type PagePatchPath = PagePatchOp['path'];

/**
 * The content of a `page_patch` frame: the ops that turn the page stamped `base_up_time` into the
 * page stamped `up_time`, with that page's `scene` and `revision` (docs/contract.md §2.6).
 */
export const pagePatchContentSchema = v.object({
  ops: v.array(pagePatchOpSchema),
  // The client compares it with the scene it holds; a patch of another scene is ignored.
  scene: v.pipe(v.string(), v.minLength(1)),
  base_up_time: v.pipe(v.number(), v.finite()),
  up_time: v.pipe(v.number(), v.finite()),
  revision: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
/** The content of a `page_patch` frame. */
export type PagePatchContent = v.InferOutput<typeof pagePatchContentSchema>;
