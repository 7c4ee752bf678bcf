import * as v from 'valibot';

/** Longest `content` the web-log call keeps; longer content is cut by the client before sending. */
export const WEB_LOG_CONTENT_MAX = 8_000;

/**
 * `POST /api/web/webLog`: `type` is the server's `msg`, `content` the serialised request data plus
 * the response headers (seed §7).
 */
export const webLogRequestSchema = v.object({
  type: v.pipe(v.string(), v.maxLength(500)),
  content: v.pipe(v.string(), v.maxLength(WEB_LOG_CONTENT_MAX)),
});
/** Body of `POST /api/web/webLog`. */
export type WebLogRequest = v.InferOutput<typeof webLogRequestSchema>;
