import { describe, expect, it } from 'vitest';
import { post } from '../helpers/http-client';
import { rawHttp } from '../helpers/raw-http';

import { useServerFixture } from '../helpers/server-fixture';

// Issue 28, weaknesses: raw answers without the security headers, an OPTIONS answered in text, a
// `null` body taken as `{}`, and UTF-16 JSON read as UTF-8.

const fixture = useServerFixture();

describe('answers outside the routes', () => {
  it('carry the security headers when written to the raw socket', async () => {
    await fixture.start();
    const port = fixture.port();
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
    const server = await fixture.start();
    const response = await fetch(`${server.baseUrl}/api/league/list`, { method: 'OPTIONS' });
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ data: null });
  });
});

describe('request bodies', () => {
  it('refuse a null body as not an object', async () => {
    const server = await fixture.start();
    const answer = await post(server.baseUrl, '/api/league/list', undefined, { raw: 'null' });
    expect(answer.body).toMatchObject({ code: 4001, msg: '请求体应为 JSON 对象', data: null });
  });

  it('refuse JSON in another charset than UTF-8 with 415', async () => {
    const server = await fixture.start();
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
