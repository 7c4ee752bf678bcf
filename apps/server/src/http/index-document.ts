import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

/** The Content-Security-Policy sources (`'sha256-…'`) that allow a document's own inline blocks. */
export interface InlineHashes {
  /** One per inline `<script>` (a script with a `src` is a file, allowed by `'self'`). */
  scripts: readonly string[];
  /** One per `<style>` element. */
  styles: readonly string[];
}

/** `index.html` as the server sends it: the bytes, their compressed copies and its inline hashes. */
export interface IndexDocument {
  html: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  hashes: InlineHashes;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/**
 * The hash source of each inline script and style of `html`, computed over the exact text between
 * the tags, as the browser hashes it. The build inlines the first paint's skeleton (its style and the
 * script that picks its shape) so that it paints from the document alone; these hashes let exactly
 * that text run under a policy without `'unsafe-inline'` (docs/reliability.md §2).
 */
export function inlineHashes(html: string): InlineHashes {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const bodies = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  return {
    scripts: bodies(INLINE_SCRIPT).map(hash),
    styles: bodies(INLINE_STYLE).map(hash),
  };
}

/**
 * `value` as one of the document's data blocks: JSON in a script element that never runs
 * (`type="application/json"`), so the document's content security policy needs no new source for
 * it, read by the boot script by its `id`. `<` is escaped, so no value can close the element.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** Where the document's data blocks go: before its inline boot script, which reads them. */
const DATA_BLOCK_PLACE = '</title>';

/**
 * Reads `index.html` and prepares what the server sends: the document is the first request of every
 * open, so it goes compressed like every other file (once per build, not per request), with the
 * hashes of its inline blocks. `dataBlock` gives non-executing data the server writes into the head
 * before the boot script (the first advert images, boot-adverts.ts); it is read on every request, so
 * the document follows it when it changes, and it is left out of the hashes, since it never runs.
 * Kept until the file or the data changes, since a new build may land while the server runs.
 */
export function indexDocumentReader(
  file: string,
  dataBlock: () => string = () => '',
): () => Promise<IndexDocument> {
  let cached: { version: string; data: string; document: IndexDocument } | undefined;
  return async () => {
    const info = await stat(file);
    const version = `${info.mtimeMs}:${info.size}`;
    const data = dataBlock();
    if (cached?.version === version && cached.data === data) return cached.document;
    const text = (await readFile(file)).toString('utf8');
    const html = Buffer.from(
      data ? text.replace(DATA_BLOCK_PLACE, () => `${DATA_BLOCK_PLACE}\n    ${data}`) : text,
    );
    const document: IndexDocument = {
      html,
      gzip: gzipSync(html, { level: zlib.Z_BEST_COMPRESSION }),
      brotli: brotliCompressSync(html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
      }),
      hashes: inlineHashes(text),
    };
    cached = { version, data, document };
    return document;
  };
}
