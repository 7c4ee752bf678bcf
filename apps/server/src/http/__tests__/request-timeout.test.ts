import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { slowBodyRequest } from '../../__tests__/helpers/slow-request';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

const REQUEST_TIMEOUT_MS = 1_500;
/** Node looks for late requests once a second: an answer may come up to that much after the timeout. */
const CHECK_SLACK_MS = 1_500;

async function start(): Promise<TestServer> {
  const server = await startTestServer({
    config: { requestTimeoutMs: REQUEST_TIMEOUT_MS, headersTimeoutMs: 1_000 },
  });
  servers.push(server);
  return server;
}

describe('request timeouts', () => {
  it('cuts a request whose body trickles in with 408 and an envelope', async () => {
    const server = await start();
    const { port } = new URL(server.baseUrl);
    const slow = slowBodyRequest(Number(port), '/api/web/webLog');
    const result = await slow.done;
    expect(result.status).toBe(408);
    expect(JSON.parse(result.body)).toEqual({
      code: 4008,
      msg: '请求超时，请检查网络后重试',
      data: null,
    });
    expect(result.durationMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(result.durationMs).toBeLessThan(REQUEST_TIMEOUT_MS + CHECK_SLACK_MS);
  });

  it('cuts a client that never finishes its headers', async () => {
    const server = await start();
    const { port } = new URL(server.baseUrl);
    const started = Date.now();
    const socket = connect({ host: '127.0.0.1', port: Number(port) });
    socket.on('error', () => undefined);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const timer = setInterval(() => socket.write('X-Slow: 1\r\n'), 200);
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(timer);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeLessThan(1_000 + CHECK_SLACK_MS);
  });
});
