import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the test server received. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  pathname: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Answers one request; `res` is the real Node response. */
export type Handler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

/** A real `node:http` server on an ephemeral loopback port. */
export interface HttpTestServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  server: Server;
  requests: RecordedRequest[];
  /** Answers requests to `pathname` (replaces an earlier handler). */
  route(pathname: string, handler: Handler): void;
  /** Requests received for `pathname`. */
  requestsTo(pathname: string): RecordedRequest[];
  close(): Promise<void>;
}

/** Writes a JSON body with status 200 unless given. */
export function sendJson(res: ServerResponse, value: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-trace-id': 't-1' });
  res.end(JSON.stringify(value));
}

/** The success envelope. */
export function ok(data: unknown): { code: 1; msg: string; data: unknown } {
  return { code: 1, msg: 'ok', data };
}

/** Starts the server (on `port`, default ephemeral); unknown paths answer 404 with an envelope. */
export async function startHttpServer(port = 0): Promise<HttpTestServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const parsed = new URL(url, 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url,
        pathname: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const handler = routes.get(parsed.pathname);
      if (!handler) {
        sendJson(res, { code: 4004, msg: 'not found', data: null }, 404);
        return;
      }
      void Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    server,
    requests,
    route: (pathname, handler) => routes.set(pathname, handler),
    requestsTo: (pathname) => requests.filter((r) => r.pathname === pathname),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
