import { request as httpRequest } from 'node:http';

/**
 * `fetch` over Node's own HTTP client, answering with a fully read body: happy-dom's `fetch` throws
 * an uncaught error when a response it streams is cancelled (ky cancels the clones it does not read).
 * The request still goes over the network to the local server.
 */
export async function nodeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const body = request.method === 'GET' ? '' : await request.text();
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(request.url, { method: request.method, headers }, (incoming) => {
      let text = '';
      incoming.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      incoming.on('end', () =>
        resolve(
          new Response(text, {
            status: incoming.statusCode ?? 0,
            headers: { 'Content-Type': incoming.headers['content-type'] ?? 'text/plain' },
          }),
        ),
      );
    });
    outgoing.on('error', reject);
    init?.signal?.addEventListener('abort', () => {
      outgoing.destroy();
      reject(init.signal?.reason);
    });
    outgoing.end(body);
  });
}
