import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { post, request } from '../../__tests__/helpers/http-client';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { contentSecurityPolicy, DEFAULT_CONTENT_POLICY } from '../security-headers';

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

/** A web-log call from a given source address on loopback: status and `Retry-After`. */
function webLogFrom(
  baseUrl: string,
  localAddress: string,
): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  const body = JSON.stringify({ type: '接口失败', content: '{}' });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        localAddress,
        path: '/api/web/webLog',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            body: text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('what the server exposes', () => {
  it('sends a Content-Security-Policy, Referrer-Policy and frame rules on the app and the API', async () => {
    const server = await start();
    for (const path of ['/', '/healthz', '/api/nothing']) {
      const { headers } = await request(server.baseUrl, path);
      const policy = headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain("script-src 'self'");
      expect(policy).toContain("style-src 'self'");
      expect(policy).toContain("connect-src 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('builds the policy from the configured sources, refusing none of its own', () => {
    const policy = contentSecurityPolicy({
      ...DEFAULT_CONTENT_POLICY,
      connect: ['https://api.kanqiu.example', 'wss://live.kanqiu.example'],
      img: ['https://img.kanqiu.example'],
      frameAncestors: [],
    });
    expect(policy).toContain(
      "connect-src 'self' https://api.kanqiu.example wss://live.kanqiu.example",
    );
    expect(policy).toContain("img-src 'self' blob: https://img.kanqiu.example;");
    expect(policy).toContain("frame-src 'self' https:");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('serves /api/debug/* only when the debug calls are on', async () => {
    const closed = await start();
    for (const response of [
      await request(closed.baseUrl, '/api/debug/weblog'),
      await post(closed.baseUrl, '/api/debug/replay', { match_id: '1001', t: 0 }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 4040, msg: '接口不存在', data: null });
    }
    const open = await start({ config: { replayDebug: true } });
    expect((await request(open.baseUrl, '/api/debug/weblog')).body.code).toBe(1);
  });

  it('rate-limits the web-log per client address with 429 and Retry-After', async () => {
    const server = await start({ config: { webLogRate: { capacity: 5, perSecond: 0.5 } } });
    const first = [];
    for (let i = 0; i < 7; i++) first.push(await webLogFrom(server.baseUrl, '127.0.0.1'));
    expect(first.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = first[6];
    expect(refused?.retryAfter).toBe('2');
    expect(JSON.parse(refused?.body ?? '')).toEqual({
      code: 4290,
      msg: '请求过于频繁，请稍后再试',
      data: null,
    });
    expect(server.server.webLog.received).toBe(5);

    // Another client is not held back by the first, and the first is let back in after the wait.
    expect((await webLogFrom(server.baseUrl, '127.0.0.2')).status).toBe(200);
    server.clock.advance(2_000);
    expect((await webLogFrom(server.baseUrl, '127.0.0.1')).status).toBe(200);
  });
});
