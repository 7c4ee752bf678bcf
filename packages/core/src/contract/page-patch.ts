import * as v from 'valibot';
import { sceneSchema } from './user-scene';

/**
 * The type of a page patch (docs/contract.md §2.6): the changes of one scene update against the
 * page of `base_up_time`, sent instead of the whole page to a connection that asked for patches.
 */
export const PAGE_PATCH_MESSAGE_TYPE = 'page_patch';

/**
 * The query parameter of the socket address by which a client asks for page patches
 * (`/ws?patch=1`); a connection without it gets whole pages only, exactly as before patches.
 */
export const SOCKET_PATCH_PARAM = 'patch';
/** The version of the patch protocol a client asks for with {@link SOCKET_PATCH_PARAM}. */
export const SOCKET_PATCH_VERSION = '1';

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
  scene: sceneSchema,
  base_up_time: v.pipe(v.number(), v.finite()),
  up_time: v.pipe(v.number(), v.finite()),
  revision: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
/** The content of a `page_patch` frame. */
export type PagePatchContent = v.InferOutput<typeof pagePatchContentSchema>;
