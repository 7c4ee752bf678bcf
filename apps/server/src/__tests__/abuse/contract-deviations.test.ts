import { afterEach, describe, expect, it } from 'vitest';
import { post } from '../helpers/http-client';
import { rawHttp } from '../helpers/raw-http';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Issue 28, weaknesses: raw answers without the security headers, an OPTIONS answered in text, a
// `null` body taken as `{}`, and UTF-16 JSON read as UTF-8.

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

function portOf(baseUrl: string): number {
  return Number(new URL(baseUrl).port);
}

describe('answers outside the routes', () => {
  it('carry the security headers when written to the raw socket', async () => {
    server = await startTestServer();
    const port = portOf(server.baseUrl);
    const badUrl = await rawHttp(port, {
      send: 'GET /% HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    }).answer;
    const tooLarge = await rawHttp(port, {
      send: `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    }).answer;
    const refusedUpgrade = await rawHttp(port, {
      send: 'GET /nope HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    }).answer;
    for (const answer of [badUrl, tooLarge, refusedUpgrade]) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answer OPTIONS without an Origin with an envelope', async () => {
    server = await startTestServer();
    const response = await fetch(`${server.baseUrl}/api/league/list`, { method: 'OPTIONS' });
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ data: null });
  });
});

describe('request bodies', () => {
  it('refuse a null body as not an object', async () => {
    server = await startTestServer();
    const answer = await post(server.baseUrl, '/api/league/list', undefined, { raw: 'null' });
    expect(answer.body).toMatchObject({ code: 4001, msg: '请求体应为 JSON 对象', data: null });
  });

  it('refuse JSON in another charset than UTF-8 with 415', async () => {
    server = await startTestServer();
    const utf16 = Buffer.from('{"date":"2018-07-15"}', 'utf16le');
    const response = await fetch(`${server.baseUrl}/api/league/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-16' },
      body: utf16,
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 4015, data: null });
  });
});
