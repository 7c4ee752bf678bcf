import { matchRequestSchema } from '@kanqiu/core/contract/match';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { MESSAGES } from '../../content/messages';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { success } from '../envelope';
import { parseBody } from '../parse-body';
import type { ServerContext } from '../server-context';
import { findMatch } from './match-routes';

/** Path of the test-only call that moves a match in its replay. */
export const REPLAY_DEBUG_PATH = '/api/debug/replay';
/** Path of the memory reading the reliability probes take (docs/reliability.md). */
export const MEMORY_DEBUG_PATH = '/api/debug/memory';

const seekSchema = v.object({
  ...matchRequestSchema.entries,
  t: v.pipe(v.number('t 应为秒数'), v.finite('t 应为秒数')),
});

/**
 * `POST /api/debug/replay {match_id, t}`: puts a replayed match at second `t` now (negative: before
 * kick-off) as a new run, through the provider's seek capability, which announces the change so it
 * is pushed at once; `GET /api/debug/memory`: the process's memory. Served only when the server runs
 * with `REPLAY_DEBUG=1`; otherwise the paths do not exist (the seek also when no source can seek).
 */
export function registerDebugRoutes(app: FastifyInstance, context: ServerContext): void {
  if (!context.debug) return;
  // After a full collection when the process runs with --expose-gc, so a reading is comparable.
  app.get(MEMORY_DEBUG_PATH, async () => {
    (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();
    const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;
    return success({
      rss_mb: mb(memory.rss),
      heap_used_mb: mb(memory.heapUsed),
      external_mb: mb(memory.external),
      array_buffers_mb: mb(memory.arrayBuffers),
      collected: typeof (globalThis as { gc?: unknown }).gc === 'function',
    });
  });
  const seeker = context.provider.seeker;
  if (!seeker) return;
  app.post(REPLAY_DEBUG_PATH, async (request) => {
    const { match_id, t } = parseBody(seekSchema, request.body);
    const match = findMatch(context, match_id);
    const bounds = seeker.bounds(match.match_id);
    if (!bounds) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownMatch);
    const { min, max } = bounds;
    if (t < min || t >= max) {
      throw new ApiError(
        ApiCode.BadRequest,
        MESSAGES.invalidField('t', MESSAGES.seekRange(min, max)),
      );
    }
    const position = seeker.seek(match.match_id, t);
    return success({
      match_id: match.match_id,
      state: position.state,
      run: position.run,
      replay_sec: position.matchSec,
      kickoff: new Date(position.kickoffMs).toISOString(),
    });
  });
}
