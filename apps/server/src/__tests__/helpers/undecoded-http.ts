import { type IncomingHttpHeaders, request } from 'node:http';

/** An answer as the server sent it: its encoding and `Vary`, and the bytes, decoded by nothing. */
export interface UndecodedAnswer {
  status: number;
  encoding: string | undefined;
  vary: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A request whose answer is read as sent (`fetch` would undo any compression): a GET, or a POST of
 * `body` when one is given.
 */
export function undecodedRequest(
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<UndecodedAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: body === undefined ? 'GET' : 'POST', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: response.headers['content-encoding'],
            vary: String(response.headers.vary ?? ''),
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
