import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../content/messages';
import { type IndexDocument, indexDocumentReader } from './index-document';
import { type ContentPolicySources, contentSecurityPolicy } from './security-headers';
import { isCurrentVersion, STATIC_PREFIX, type StaticVersions } from './static-versions';

/** The paths that answer with the app's document (hash routing: every page is `/`). */
export const DOCUMENT_PATHS: readonly string[] = ['/', '/index.html'];

/** Cache-Control of content-hashed build files: they never change under the same name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else: revalidate every time. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * A Vite build file under `assets/` carries a content hash, after a dash that the hash itself may
 * contain (`assets/index-GdkUA-wH.js`), and so do its compressed copies (`…-GdkUA-wH.js.br`), which
 * are what a phone is actually sent. Files outside `assets/` (`sw.js`, `boot.js`) keep their names
 * across builds.
 */
const HASHED = /\/assets\/[^/]+[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.(br|gz))?$/;

/** Whether a build file is content-hashed, so its name never serves other bytes. */
export function isHashedBuildFile(path: string): boolean {
  return HASHED.test(path);
}

/**
 * Source maps are never served to phones, even when a build left some in the folder: they would hand
 * out the app's whole source (docs/reliability.md §3).
 */
const SOURCE_MAP = /\.map$/i;

/**
 * Serves the production build of `apps/webview` (hash routing, so only `/` needs the HTML):
 * `index.html` is never cached, is compressed, and carries a policy that allows its own inline first
 * paint by hash; hashed assets are immutable, source maps are not served. Without a build, `/`
 * explains how to make one instead of failing. The build may appear or change while the server runs.
 * `dataBlock` is written into the document's head on each request (index-document.ts).
 */
export async function registerWebview(
  app: FastifyInstance,
  distDir: string,
  contentPolicy: ContentPolicySources,
  dataBlock?: () => string,
): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const readIndex = indexDocumentReader(indexFile, dataBlock);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', REVALIDATE_CACHE);
    if (!existsSync(indexFile)) {
      return reply.code(503).type('text/html; charset=utf-8').send(missingBuildPage());
    }
    const document = await readIndex();
    reply
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-encoding')
      .header('content-security-policy', contentSecurityPolicy(contentPolicy, document.hashes));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body(document, encoding));
  };
  for (const path of DOCUMENT_PATHS) app.get(path, sendIndex);
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
      reply.header('cache-control', isHashedBuildFile(path) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
}

/** The compression a client accepts, brotli first (`q=0` refuses one). */
function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function body(document: IndexDocument, encoding: 'br' | 'gzip' | null): Buffer {
  if (encoding === 'br') return document.brotli;
  if (encoding === 'gzip') return document.gzip;
  return document.html;
}

/**
 * Serves the server's own files (banner images) under `/static/`. A request that names the file's
 * current content version (`?v=…`, as the banner list hands them out) is cached for a year; any
 * other is revalidated, so a replaced image is never shown stale under its bare name.
 */
export async function registerPublicFiles(
  app: FastifyInstance,
  publicDir: string,
  versions: StaticVersions,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: STATIC_PREFIX,
    decorateReply: false,
    dotfiles: 'ignore',
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      const current = isCurrentVersion(reply.request.url, versions);
      reply.header('cache-control', current ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
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
