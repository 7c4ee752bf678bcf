import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closedAfterEach } from '../../__tests__/helpers/closed-after-each';
import { request } from '../../__tests__/helpers/http-client';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';

const { servers, folders } = closedAfterEach();

function fakeStorybook(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kanqiu-storybook-'));
  folders.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>看球 kanqiu · UI</title>');
  writeFileSync(join(dir, 'iframe.html'), '<!doctype html><div id="storybook-root"></div>');
  writeFileSync(join(dir, 'index.json'), '{"v":5,"entries":{}}');
  writeFileSync(join(dir, 'assets', 'iframe-DmwAbp4E.js'), 'console.log("preview");');
  return dir;
}

async function start(storybookDir: string): Promise<TestServer> {
  const server = await startTestServer({ config: { storybookDir } });
  servers.push(server);
  return server;
}

describe('Storybook serving', () => {
  it('serves the Storybook build at /storybook/, with its stories index and hashed bundles', async () => {
    const server = await start(fakeStorybook());
    const index = await request(server.baseUrl, '/storybook/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.body).toContain('看球 kanqiu · UI');

    const stories = await request(server.baseUrl, '/storybook/index.json');
    expect(stories.status).toBe(200);
    expect(stories.headers.get('cache-control')).toBe('no-cache');
    expect(await request(server.baseUrl, '/storybook/iframe.html')).toMatchObject({ status: 200 });

    const bundle = await request(server.baseUrl, '/storybook/assets/iframe-DmwAbp4E.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('lets Storybook run its inline scripts, from this server only', async () => {
    const server = await start(fakeStorybook());
    for (const path of ['/storybook/', '/storybook/iframe.html']) {
      const policy = (await request(server.baseUrl, path)).headers.get('content-security-policy');
      expect(policy).toContain("script-src 'self' 'unsafe-inline'");
      expect(policy).toContain("connect-src 'self'");
    }
  });

  it('sends /storybook on to /storybook/', async () => {
    const server = await start(fakeStorybook());
    const answer = await fetch(`${server.baseUrl}/storybook`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/storybook/');
  });

  it('explains how to build Storybook when the build is missing, and picks it up later', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'kanqiu-empty-')), 'storybook-static');
    folders.push(dir);
    const server = await start(dir);
    const missing = await request(server.baseUrl, '/storybook/');
    expect(missing.status).toBe(503);
    expect(missing.body).toContain('组件库尚未构建');
    expect(missing.body).toContain('pnpm --filter @kanqiu/ui build-storybook');

    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>看球 kanqiu · UI</title>');
    expect((await request(server.baseUrl, '/storybook/')).status).toBe(200);
  });

  it('leaves the webview at / and serves no dot files', async () => {
    const dir = fakeStorybook();
    writeFileSync(join(dir, '.env'), 'SECRET=1');
    const server = await start(dir);
    expect((await request(server.baseUrl, '/storybook/.env')).status).toBe(404);
    expect((await request(server.baseUrl, '/storybook/missing.js')).status).toBe(404);
    expect((await request(server.baseUrl, '/healthz')).status).toBe(200);
  });
});
