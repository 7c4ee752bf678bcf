import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anyEnvelopeSchema } from '@kanqiu/core/contract/base';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { closedAfterEach } from '../../__tests__/helpers/closed-after-each';
import { post, request, type TestResponse } from '../../__tests__/helpers/http-client';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';

const { servers, folders } = closedAfterEach();

/** A build folder with an asset, its source map and a sub-folder. */
function buildWithMaps(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kanqiu-webview-maps-'));
  folders.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>看球</title>');
  writeFileSync(join(dir, 'assets', 'index-GdkUA-wH.js'), 'console.log(1);');
  writeFileSync(join(dir, 'assets', 'index-GdkUA-wH.js.map'), '{"version":3,"sources":["a.ts"]}');
  return dir;
}

async function start(): Promise<TestServer> {
  const server = await startTestServer({ config: { webviewDir: buildWithMaps() } });
  servers.push(server);
  return server;
}

/** A GET with the path sent exactly as written (fetch would normalise it). */
function rawGet(baseUrl: string, path: string): Promise<TestResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: the test sees the text
        }
        resolve({ status: res.statusCode ?? 0, headers: new Headers(), body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function expectEnvelope(response: TestResponse): void {
  expect(v.is(anyEnvelopeSchema, response.body), JSON.stringify(response.body)).toBe(true);
  expect(response.body.data).toBeNull();
}

describe('every error answer is an envelope with its own code and message', () => {
  it('answers a text/plain body with 415 and 4015, not with 4001', async () => {
    const server = await start();
    const response = await post(server.baseUrl, '/api/user/xy', undefined, {
      raw: '{"type":"tos"}',
      contentType: 'text/plain',
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      code: 4015,
      msg: '请求体须为 JSON（Content-Type: application/json）',
      data: null,
    });
  });

  it('answers a URL that cannot be decoded with 400 and 4000, without echoing it', async () => {
    const server = await start();
    for (const path of ['/api/%E0%A4%A', '/%E0%A4%A?<script>']) {
      const response = await rawGet(server.baseUrl, path);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 4000, msg: '请求地址格式不正确', data: null });
      expect(JSON.stringify(response.body)).not.toContain('%E0');
    }
  });

  it('answers a refused or missing static path with 404 and 4044, never with a JSON message', async () => {
    const server = await start();
    for (const path of [
      '/assets/',
      '/%00',
      '/assets/%00x.js',
      '/static/',
      '/no-such-page',
      '/.env',
    ]) {
      const response = await rawGet(server.baseUrl, path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toEqual({ code: 4044, msg: '页面或文件不存在', data: null });
    }
  });

  it('never serves a source map, even one left in the build folder', async () => {
    const server = await start();
    expect((await request(server.baseUrl, '/assets/index-GdkUA-wH.js')).status).toBe(200);
    const map = await request(server.baseUrl, '/assets/index-GdkUA-wH.js.map');
    expect(map.status).toBe(404);
    expectEnvelope(map);
    expect(JSON.stringify(map.body)).not.toContain('sources');
  });

  it('keeps the other failures in their envelopes', async () => {
    const server = await start();
    const checks: Array<[TestResponse, number, number]> = [
      [await post(server.baseUrl, '/api/user/xy', undefined, { raw: '{' }), 400, 4001],
      [await request(server.baseUrl, '/api/user/xy'), 405, 4005],
      [await request(server.baseUrl, '/api/none'), 404, 4040],
    ];
    for (const [response, status, code] of checks) {
      expect(response.status).toBe(status);
      expectEnvelope(response);
      expect(response.body.code).toBe(code);
    }
  });
});
