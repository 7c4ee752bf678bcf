import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A folder served over HTTP on a loopback port the OS picks. */
export interface StaticServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves `root` read-only on 127.0.0.1 (a folder answers with its `index.html`), for the scripts that
 * open a build in Chromium: the Storybook screenshots and visual snapshots, the consumer test.
 * `maxAgeSeconds` lets the browser cache everything but HTML (a run that opens many pages of one
 * build); by default every file is revalidated.
 */
export async function serveStatic(
  root: string,
  options: { maxAgeSeconds?: number } = {},
): Promise<StaticServer> {
  const cacheControl = options.maxAgeSeconds ? `max-age=${options.maxAgeSeconds}` : 'no-cache';
  const base = path.resolve(root);
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(base, decodeURIComponent(url.pathname));
    if (!file.startsWith(base)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const target = (await stat(file)).isDirectory() ? path.join(file, 'index.html') : file;
      await stat(target);
      response.writeHead(200, {
        'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
        'cache-control': path.extname(target) === '.html' ? 'no-cache' : cacheControl,
      });
      createReadStream(target).pipe(response);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
