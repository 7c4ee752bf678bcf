import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/** The encodings the API's JSON answers may go in, the preferred first. */
export const API_ENCODINGS = ['br', 'gzip'] as const;

/** One of {@link API_ENCODINGS}. */
export type ApiEncoding = (typeof API_ENCODINGS)[number];

/** `*` (any encoding) and `x-gzip` (an old name) both mean gzip, as the compression plugin reads them. */
const GZIP_ALIASES = /\*|x-gzip/g;

/**
 * The encoding an API answer to `request` goes in, chosen exactly as the API's compression plugin
 * chooses (`api-compression.ts`): by the request's `Accept-Encoding` and its weights, brotli first
 * on a tie; `null` (as it is) when the client accepts neither or sends `x-no-compression`.
 */
export function apiEncodingOf(request: FastifyRequest): ApiEncoding | null {
  if (request.headers['x-no-compression'] !== undefined) return null;
  const header = request.headers['accept-encoding'];
  if (header === undefined) return null;
  return negotiate(header.toLowerCase().replace(GZIP_ALIASES, 'gzip'), [...API_ENCODINGS]);
}
