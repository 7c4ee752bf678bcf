import { NET_MESSAGES } from '../messages';
import { HttpError, type RequestInfo, ResponseFormatError } from './errors';
import { parseJsonBody, type RawEnvelope, readEnvelope } from './parse-body';

/** How much of an unreadable body an error keeps, for logs. */
const BODY_EXCERPT_MAX = 500;

/**
 * Reads the envelope out of a complete response. Rejects a missing or invalid status with an
 * `HttpError` (keeping the server's `{code, msg}` when it sent an envelope), and a body that is not
 * JSON or not an envelope with a `ResponseFormatError`.
 */
export function readResponse(
  info: RequestInfo,
  status: number,
  text: string,
  validateStatus: (status: number) => boolean,
): RawEnvelope {
  let parsed: unknown;
  let parseError: unknown;
  try {
    parsed = parseJsonBody(text);
  } catch (error) {
    parseError = error;
  }
  const envelope = parseError === undefined ? readEnvelope(parsed) : null;
  // Status 0 is an opaque response: it carries no status at all.
  if (status === 0 || !validateStatus(status)) {
    const sent = envelope ? { code: envelope.code, msg: envelope.msg } : null;
    throw new HttpError(info, status === 0 ? null : status, text, sent);
  }
  const excerpt = text.slice(0, BODY_EXCERPT_MAX);
  if (parseError !== undefined) {
    throw new ResponseFormatError(info, NET_MESSAGES.notJson, excerpt, parseError);
  }
  if (!envelope) throw new ResponseFormatError(info, NET_MESSAGES.notEnvelope, excerpt);
  return envelope;
}
