import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BROTLI_QUALITY, COMPRESS_MIN_BYTES } from './api-compression';
import { type ApiEncoding, apiEncodingOf } from './api-encoding';

/** The type every JSON answer of the API goes with. */
const JSON_TYPE = 'application/json; charset=utf-8';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const ENCODERS: Record<ApiEncoding, (json: Buffer) => Promise<Buffer>> = {
  br: (json) =>
    compressBrotli(json, {
      params: {
        // The quality of the answers built per request: what changes is how often the work is done.
        [constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => compressGzip(json),
};

/**
 * A JSON answer serialised once, sent as the same bytes to every call until it is replaced: the
 * JSON, and each encoding compressed off the main thread when a call first accepts it (calls that
 * cross meanwhile share the one compression).
 */
export class PreparedJson {
  /** The answer as UTF-8 JSON. */
  readonly json: Buffer;
  readonly #encoded: Partial<Record<ApiEncoding, Promise<Buffer>>> = {};

  constructor(answer: unknown) {
    this.json = Buffer.from(JSON.stringify(answer));
  }

  /** The answer compressed in `encoding`, made on first need. */
  encoded(encoding: ApiEncoding): Promise<Buffer> {
    const known = this.#encoded[encoding];
    if (known) return known;
    const bytes = ENCODERS[encoding](this.json);
    this.#encoded[encoding] = bytes;
    // A failed compression is not kept: the next call tries again.
    bytes.catch(() => {
      if (this.#encoded[encoding] === bytes) delete this.#encoded[encoding];
    });
    return bytes;
  }
}

/**
 * Sends `answer` as the API's compression would send it if built for this request: the JSON type,
 * brotli or gzip as `Accept-Encoding` allows (`apiEncodingOf`), as it is under
 * {@link COMPRESS_MIN_BYTES}; always with `Vary: accept-encoding`, since the bytes depend on it.
 * The route must be registered with `compress: false`, or the bytes would be compressed again.
 */
export async function sendPreparedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedJson,
): Promise<FastifyReply> {
  reply.header('content-type', JSON_TYPE);
  varyOnEncoding(reply);
  const encoding = answer.json.length < COMPRESS_MIN_BYTES ? null : apiEncodingOf(request);
  if (encoding === null) return reply.send(answer.json);
  const bytes = await answer.encoded(encoding);
  return reply.header('content-encoding', encoding).send(bytes);
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const values = [vary].flat().map(String);
  if (!values.some((value) => value.toLowerCase().includes('accept-encoding'))) {
    reply.header('vary', [...values, 'accept-encoding'].join(', '));
  }
}
