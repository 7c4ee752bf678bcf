import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '../content/messages';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './webview-static';

/** Where the Storybook build is served: one address for designers. */
export const STORYBOOK_PREFIX = '/storybook/';

/**
 * The policy of the Storybook pages: Storybook's own HTML runs inline scripts and styles, which the
 * app's pages never need; everything else still comes from this server only.
 */
export const STORYBOOK_CONTENT_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/** Storybook names its bundles with a content hash: `iframe-DmwAbp4E.js`. */
const HASHED = /\/assets\/.+-[A-Za-z0-9_-]{8}\.(js|css)$/;

/**
 * Serves the static Storybook build of `@kanqiu/ui` (`pnpm --filter @kanqiu/ui build-storybook`) at
 * `/storybook/`, so a designer opens one URL of the running server. Without a build the address
 * explains how to make one; a build made while the server runs is picked up.
 */
export async function registerStorybook(app: FastifyInstance, dir: string): Promise<void> {
  const indexFile = join(dir, 'index.html');
  const sendIndex = async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', REVALIDATE_CACHE);
    reply.header('content-security-policy', STORYBOOK_CONTENT_POLICY);
    if (!existsSync(indexFile)) {
      return reply.code(503).type('text/html; charset=utf-8').send(missingStorybookPage());
    }
    return reply.type('text/html; charset=utf-8').send(await readFile(indexFile));
  };
  app.get('/storybook', (_request, reply) => reply.redirect(STORYBOOK_PREFIX, 301));
  app.get(STORYBOOK_PREFIX, sendIndex);
  app.get(`${STORYBOOK_PREFIX}index.html`, sendIndex);
  await app.register(fastifyStatic, {
    root: dir,
    prefix: STORYBOOK_PREFIX,
    decorateReply: false,
    index: false,
    wildcard: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply, path) => {
      reply.header('cache-control', HASHED.test(path) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      reply.header('content-security-policy', STORYBOOK_CONTENT_POLICY);
    },
  });
}

function missingStorybookPage(): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${MESSAGES.storybookMissingTitle}</title>
<style>body{background:#0f1115;color:#e8eaed;font-family:system-ui,sans-serif;max-width:430px;margin:0 auto;padding:48px 20px;line-height:1.6}p.en{color:#9aa0a6;font-size:14px}</style>
</head><body><h1>${MESSAGES.storybookMissingTitle}</h1><p>${MESSAGES.storybookMissingBody}</p><p class="en">${MESSAGES.storybookMissingEnglish}</p></body></html>
`;
}
