import { socketMessageSchema } from '@kanqiu/core/contract';
import * as v from 'valibot';

/** A frame that passed the envelope check: a non-empty string `type` and a `content`. */
export interface SocketFrame {
  type: string;
  content: unknown;
}

/** The result of reading one raw frame. */
export type FrameResult = { ok: true; frame: SocketFrame } | { ok: false; reason: string };

/** How much of a dropped frame a log line keeps. */
const FRAME_EXCERPT_MAX = 200;

/** The start of a raw frame, for a log line. */
export function frameExcerpt(data: unknown): string {
  return typeof data === 'string'
    ? data.slice(0, FRAME_EXCERPT_MAX)
    : Object.prototype.toString.call(data);
}

/**
 * Reads a raw socket frame: text holding a JSON object `{type, content}` (docs/contract.md §2.1).
 * Binary frames, non-JSON text and objects without a string `type` are refused with a reason.
 */
export function readFrame(data: unknown): FrameResult {
  if (typeof data !== 'string') return { ok: false, reason: 'not a text frame' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const result = v.safeParse(socketMessageSchema, parsed);
  if (!result.success) return { ok: false, reason: 'no string type' };
  return { ok: true, frame: { type: result.output.type, content: result.output.content } };
}
