import * as v from 'valibot';
import { sceneSchema } from './user-scene';

/** Every socket frame: a JSON object with a non-empty string `type` and a `content` (may be absent → `null`). */
export const socketMessageSchema = v.object({
  type: v.pipe(v.string(), v.minLength(1)),
  content: v.optional(v.unknown(), null),
});
/** One socket frame as read off the wire (docs/contract.md §2.1). */
export type SocketMessage = v.InferOutput<typeof socketMessageSchema>;

/** The content of the `init` message. */
export const socketInitContentSchema = v.object({
  client_id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
/** The content of the `init` message: the id the server gave this connection. */
export type SocketInitContent = v.InferOutput<typeof socketInitContentSchema>;

/**
 * What the server stamps on every page-data push besides the scene's own fields: `up_time` (Unix
 * milliseconds, strictly increasing per scene; the client applies a push only when it is newer than
 * what it holds), the `scene` the push belongs to, and `revision` (docs/contract.md §2.4): a page
 * with a higher revision than the one held is a correction, applied even when it moves the score or
 * the status backwards (kanqiu's server sends the replay's run).
 */
export const pushStampEntries = {
  scene: v.optional(sceneSchema),
  up_time: v.pipe(v.number(), v.finite()),
  revision: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
};

/** The type of page-data pushes sent by kanqiu's server (any type without a fixed meaning is page data). */
export const PAGE_DATA_MESSAGE_TYPE = 'page_data';

/**
 * The type of a page patch (docs/contract.md §2.6): the changes of one scene update against the
 * page of `base_up_time`, sent instead of the whole page to a connection that asked for patches.
 * (Its schema is `pagePatchContentSchema`, in a module of its own that only a client applying patches
 * loads.)
 */
export const PAGE_PATCH_MESSAGE_TYPE = 'page_patch';

/**
 * The query parameter of the socket address by which a client asks for page patches
 * (`/ws?patch=1`); a connection without it gets whole pages only, exactly as before patches.
 */
export const SOCKET_PATCH_PARAM = 'patch';
/** The version of the patch protocol a client asks for with {@link SOCKET_PATCH_PARAM}. */
export const SOCKET_PATCH_VERSION = '1';
