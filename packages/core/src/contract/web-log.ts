import * as v from 'valibot';
import { API_PATHS } from '../api';

/** Longest `type` (the server's message) the web-log call accepts. */
export const WEB_LOG_TYPE_MAX = 500;

/** Longest `content` the web-log call keeps; longer content is cut by the client before sending. */
export const WEB_LOG_CONTENT_MAX = 8_000;

/**
 * `POST /api/web/webLog`: `type` is the server's `msg`, `content` the serialised request data plus
 * the response headers (docs/behaviour.md §7).
 */
export const webLogRequestSchema = v.object({
  type: v.pipe(v.string(), v.maxLength(WEB_LOG_TYPE_MAX)),
  content: v.pipe(v.string(), v.maxLength(WEB_LOG_CONTENT_MAX)),
});
/** Body of `POST /api/web/webLog`. */
export type WebLogRequest = v.InferOutput<typeof webLogRequestSchema>;

/**
 * The web-log call: its answer carries no data the client reads, so it has no response schema and
 * the client never validates it (a failing log must stay quiet).
 */
export const WEB_LOG_CALL = { path: API_PATHS.webLog, request: webLogRequestSchema } as const;
