import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';

/** A scene name of docs/behaviour.md §4: `detail_{sport}_match_id_{id}` or `detail_{sport}_odds_match_id_{id}`. */
export const sceneSchema = v.pipe(
  v.string(),
  v.regex(/^detail_(football|basketball)_(odds_)?match_id_[A-Za-z0-9_-]{1,64}$/, '未知的订阅场景'),
);

/**
 * `POST /api/user/userScene`: subscribe the socket connection `client_id` to `scene`. Without
 * `client_id` the call only loads the scene's current data (pages that keep no socket use this).
 */
export const userSceneRequestSchema = v.object({
  scene: sceneSchema,
  client_id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
});
/** Body of `POST /api/user/userScene`. */
export type UserSceneRequest = v.InferOutput<typeof userSceneRequestSchema>;

/** `data` of `POST /api/user/userScene`: whether a socket was subscribed, and the scene's current page data. */
export const userSceneResponseSchema = v.object({
  scene: v.string(),
  subscribed: v.boolean(),
  page: v.unknown(),
});
/** `data` of `POST /api/user/userScene`. */
export type UserSceneResponse = v.InferOutput<typeof userSceneResponseSchema>;

/** `POST /api/user/userScene`: subscribe a socket connection to a scene, or load its page. */
export const userSceneCall = call(
  API_PATHS.userScene,
  userSceneRequestSchema,
  userSceneResponseSchema,
);
