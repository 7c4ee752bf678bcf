import { anyEnvelopeSchema } from '@kanqiu/core/contract';
import * as v from 'valibot';

/** The envelope as the client first reads it, before it knows whether the call succeeded. */
export type RawEnvelope = v.InferOutput<typeof anyEnvelopeSchema>;

/**
 * Parses a response body. A body that is a JSON *string* holding JSON (some gateways double-encode)
 * is parsed once more.
 *
 * @throws SyntaxError when the body is not JSON.
 */
export function parseJsonBody(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** Reads `{code, msg, data}` out of a parsed body; `null` when it is not an envelope. */
export function readEnvelope(value: unknown): RawEnvelope | null {
  const result = v.safeParse(anyEnvelopeSchema, value);
  return result.success ? result.output : null;
}
