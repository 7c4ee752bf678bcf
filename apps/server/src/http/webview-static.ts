import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '../content/messages';

/** Cache-Control of content-hashed build files: they never change under the same name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else: revalidate every time. */
export const REVALIDATE_CACHE = 'no-cache';

/** A Vite build file name carries a content hash: `index-GdkUA-wH.js`. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/**
 * Source maps are never served to phones, even when a build left some in the folder: they would hand
 * out the app's whole source (docs/reliability.md §3).
 */
const SOURCE_MAP = /\.map$/i;

/**
 * Serves the production build of `apps/webview` (hash routing, so only `/` needs the HTML):
 * `index.html` is never cached, hashed assets are immutable, source maps are not served. Without a
 * build, `/` explains how to make one instead of failing. The build may appear or change while the
 * server runs.
 */
export async function registerWebview(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const sendIndex = async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', REVALIDATE_CACHE);
    if (!existsSync(indexFile)) {
      return reply.code(503).type('text/html; charset=utf-8').send(missingBuildPage());
    }
    return reply.type('text/html; charset=utf-8').send(await readFile(indexFile));
  };
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    dotfiles: 'ignore',
    // The build writes a brotli and a gzip copy beside each script, style and image
    // (apps/webview/vite.config.ts): a phone that accepts them gets a third of the bytes.
    preCompressed: true,
    allowedPath: (path) => !SOURCE_MAP.test(path),
    setHeaders: (reply, path) => {
      reply.header('cache-control', HASHED.test(path) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
}

/** Serves the server's own files (banner images) under `/static/`. */
export async function registerPublicFiles(app: FastifyInstance, publicDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/static/',
    decorateReply: false,
    dotfiles: 'ignore',
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=3600');
    },
  });
}

function missingBuildPage(): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${MESSAGES.webviewMissingTitle}</title>
<style>body{background:#0f1115;color:#e8eaed;font-family:system-ui,sans-serif;max-width:430px;margin:0 auto;padding:48px 20px;line-height:1.6}p.en{color:#9aa0a6;font-size:14px}</style>
</head><body><h1>${MESSAGES.webviewMissingTitle}</h1><p>${MESSAGES.webviewMissingBody}</p><p class="en">${MESSAGES.webviewMissingEnglish}</p></body></html>
`;
}
