import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { closedAfterEach } from '../../__tests__/helpers/closed-after-each';
import { request } from '../../__tests__/helpers/http-client';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { undecodedRequest } from '../../__tests__/helpers/undecoded-http';

const { servers, folders } = closedAfterEach();

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kanqiu-webview-'));
  folders.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>看球</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-GdkUA-wH.js'), 'console.log("app");');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, '.env'), 'SECRET=1');
  return dir;
}

async function start(webviewDir: string): Promise<TestServer> {
  const server = await startTestServer({ config: { webviewDir } });
  servers.push(server);
  return server;
}

/** A GET whose answer is read as sent. */
const rawGet = (url: string, headers: Record<string, string>) => undecodedRequest(url, headers);

describe('webview serving', () => {
  it("serves the build's brotli or gzip copy to a client that accepts it, the plain file otherwise", async () => {
    const dir = fakeBuild();
    const script = 'console.log("看球");'.repeat(200);
    writeFileSync(join(dir, 'assets', 'index-GdkUA-wH.js'), script);
    writeFileSync(join(dir, 'assets', 'index-GdkUA-wH.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'assets', 'index-GdkUA-wH.js.gz'), gzipSync(script));
    const server = await start(dir);
    const url = `${server.baseUrl}/assets/index-GdkUA-wH.js`;

    const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary.toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(brotli.body.length).toBeLessThan(Buffer.byteLength(script) / 10);

    expect((await rawGet(url, { 'accept-encoding': 'gzip' })).encoding).toBe('gzip');
    const plain = await rawGet(url, {});
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('serves index.html at / uncached and hashed assets as immutable', async () => {
    const server = await start(fakeBuild());
    const index = await request(server.baseUrl, '/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.body).toContain('<div id="root">');

    const asset = await request(server.baseUrl, '/assets/index-GdkUA-wH.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const plain = await request(server.baseUrl, '/favicon.svg');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps the compressed copies of hashed chunks, dashes in the hash or the name, for a year', async () => {
    const dir = fakeBuild();
    const chunk = 'lineup-page-B1x-ab_d.js';
    const script = 'console.log("阵容");'.repeat(200);
    writeFileSync(join(dir, 'assets', chunk), script);
    writeFileSync(join(dir, 'assets', `${chunk}.br`), brotliCompressSync(script));
    writeFileSync(join(dir, 'assets', `${chunk}.gz`), gzipSync(script));
    writeFileSync(join(dir, 'service-worker.js'), script);
    const server = await start(dir);
    const cacheOf = async (path: string, encoding: string) => {
      const answer = await rawGet(`${server.baseUrl}${path}`, { 'accept-encoding': encoding });
      return { encoding: answer.encoding, cache: answer.headers['cache-control'] };
    };
    const year = 'public, max-age=31536000, immutable';
    expect(await cacheOf(`/assets/${chunk}`, 'br')).toEqual({ encoding: 'br', cache: year });
    expect(await cacheOf(`/assets/${chunk}`, 'gzip')).toEqual({ encoding: 'gzip', cache: year });
    expect(await cacheOf(`/assets/${chunk}`, '')).toEqual({ encoding: undefined, cache: year });
    // A file outside assets/ keeps its name across builds, however hash-like the name looks.
    expect((await cacheOf('/service-worker.js', '')).cache).toBe('no-cache');
  });

  it('sends index.html compressed, with a policy that allows exactly its own inline blocks', async () => {
    const dir = fakeBuild();
    const style = 'html{background:#0f1115}';
    const script = 'document.documentElement.dataset.boot="list";';
    const html = `<!doctype html><html><head><style>${style}</style><script>${script}</script><script type="module" src="./assets/index-GdkUA-wH.js"></script></head><body>${'<div class="boot-card"><span></span></div>'.repeat(40)}</body></html>`;
    writeFileSync(join(dir, 'index.html'), html);
    const server = await start(dir);

    const brotli = await rawGet(`${server.baseUrl}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary.toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(html);
    expect(brotli.body.length).toBeLessThan(Buffer.byteLength(html) / 4);
    const gzip = await rawGet(`${server.baseUrl}/`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    const plain = await rawGet(`${server.baseUrl}/`, {});
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(html);

    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const policy = (await request(server.baseUrl, '/')).headers.get('content-security-policy');
    expect(policy).toContain(`script-src 'self' ${sha(script)};`);
    expect(policy).toContain(`style-src 'self' ${sha(style)};`);
    expect(policy).not.toContain('unsafe-inline');
    // Every other answer allows no inline block at all.
    const asset = await request(server.baseUrl, '/assets/index-GdkUA-wH.js');
    expect(asset.headers.get('content-security-policy')).toContain("script-src 'self'; ");
  });

  it('serves nothing outside the build and no dot files', async () => {
    const server = await start(fakeBuild());
    expect((await request(server.baseUrl, '/.env')).status).toBe(404);
    expect((await request(server.baseUrl, '/assets/missing.js')).status).toBe(404);
    expect(
      (await request(server.baseUrl, '/%2e%2e/%2e%2e/package.json')).status,
    ).toBeGreaterThanOrEqual(400);
  });

  it('explains how to build the webview when the build is missing, and picks it up later', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'kanqiu-empty-')), 'dist');
    folders.push(dir);
    const server = await start(dir);
    const missing = await request(server.baseUrl, '/');
    expect(missing.status).toBe(503);
    expect(missing.headers.get('content-type')).toContain('text/html');
    expect(missing.body).toContain('pnpm --filter @kanqiu/webview build');
    expect(missing.body).toContain('页面尚未构建');
    expect(missing.body).toContain('webview build is missing');

    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>看球</title>');
    const built = await request(server.baseUrl, '/');
    expect(built.status).toBe(200);
    expect(built.body).toContain('<title>看球</title>');
  });

  it('keeps API answers JSON and sends nosniff everywhere', async () => {
    const server = await start(fakeBuild());
    const health = await request(server.baseUrl, '/healthz');
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await request(server.baseUrl, '/')).headers.get('x-content-type-options')).toBe(
      'nosniff',
    );
    const unknown = await request(server.baseUrl, '/no-such-page');
    expect(unknown.status).toBe(404);
  });
});
