import { matchRequestSchema } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { startBounds } from '../../clock/replay-schedule';
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
 * `POST /api/debug/replay {match_id, t}`: puts a match at replay second `t` now (negative: before
 * kick-off) as a new run and pushes the change at once; `GET /api/debug/memory`: the process's
 * memory. Served only when the server runs with `REPLAY_DEBUG=1`; otherwise the paths do not exist.
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
  app.post(REPLAY_DEBUG_PATH, async (request) => {
    const { match_id, t } = parseBody(seekSchema, request.body);
    const match = findMatch(context, match_id);
    const { min, max } = startBounds(match);
    if (t < min || t >= max) {
      throw new ApiError(
        ApiCode.BadRequest,
        MESSAGES.invalidField('t', MESSAGES.seekRange(min, max)),
      );
    }
    const position = context.schedule.seek(match.id, t, context.clock.now());
    context.tick();
    return success({
      match_id: match.id,
      state: position.state,
      run: position.run,
      replay_sec: position.matchT,
      kickoff: new Date(position.kickoffMs).toISOString(),
    });
  });
}
