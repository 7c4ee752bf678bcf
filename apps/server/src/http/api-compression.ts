import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { API_ENCODINGS } from './api-encoding';

/**
 * Answers smaller than this go as they are: under about a kilobyte the compressed body and its
 * headers save less than a packet, and the work is not worth it.
 */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Brotli's quality for answers built per request: 5 of 11 takes the home list's 43.6 KB of JSON to
 * about a tenth in well under a millisecond; the top qualities cost many times that for a few
 * percent more (the build's own files, compressed once, use the top one).
 */
export const API_BROTLI_QUALITY = 5;
/** Only the API's JSON: the build's files go precompressed (webview-static.ts). */
const COMPRESSED_TYPES = /^application\/json\b/;

/**
 * Compresses the API's JSON answers with brotli or gzip, as the request's `Accept-Encoding` allows,
 * with `@fastify/compress` (docs/performance.md, "The API's answers compressed"). A phone on a weak
 * signal waits for every byte of a page's data before it can draw it; the home list alone is
 * 43.6 KB of JSON. Answers that already carry an encoding (the document, the build's files) are
 * left as they are.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: [...API_ENCODINGS],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: COMPRESSED_TYPES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } },
  });
}
