import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BusinessError,
  createHttpClient,
  type HttpClient,
  HttpError,
  NetworkError,
  NotFoundError,
  TimeoutError,
} from '../index';
import { startClientFixture } from './helpers/client-fixture';
import { type HttpTestServer, ok, sendJson, startHttpServer } from './helpers/http-test-server';

describe('createHttpClient failures', () => {
  let server: HttpTestServer;
  let client: HttpClient;
  let toasts: string[];
  let failChanges: boolean[];

  beforeEach(async () => {
    ({ server, client, toasts, failChanges } = await startClientFixture());
  });

  afterEach(async () => {
    await server.close();
  });

  it('rejects a 500 with an HTTP error carrying status and the server msg, without toast', async () => {
    server.route('/api/x', (_req, res) =>
      sendJson(res, { code: 5000, msg: '服务器错误', data: null }, 500),
    );
    const error = await client.post('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 500, envelope: { code: 5000 } });
    expect(toasts).toEqual([]);
    expect(server.requestsTo('/api/web/webLog')).toHaveLength(0);
    expect(server.requestsTo('/api/x')).toHaveLength(1);
  });

  it('rejects code 4004 with a NotFoundError, a business error that says asking again cannot help', async () => {
    server.route('/api/x', (_req, res) =>
      sendJson(res, { code: 4004, msg: '比赛不存在', data: null }),
    );
    server.route('/api/y', (_req, res) =>
      sendJson(res, { code: 5000, msg: '服务器错误', data: null }),
    );
    server.route('/api/web/webLog', (_req, res) => sendJson(res, ok(null)));
    const missing = await client.post('/api/x').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing).toBeInstanceOf(BusinessError);
    expect(missing).toMatchObject({ kind: 'business', code: 4004, msg: '比赛不存在' });
    const failed = await client.post('/api/y').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(BusinessError);
    expect(failed).not.toBeInstanceOf(NotFoundError);
  });

  it('rejects a status that fails a custom validateStatus', async () => {
    const strict = createHttpClient({
      baseUrl: server.origin,
      storage: null,
      validateStatus: (status) => status === 200,
    });
    server.route('/api/x', (_req, res) => sendJson(res, ok('created'), 201));
    await expect(strict.post('/api/x')).rejects.toMatchObject({ kind: 'http', status: 201 });
    await expect(client.post('/api/x')).resolves.toBe('created');
  });

  it('times out with a typed error and sets the request-fail flag', async () => {
    const slow = createHttpClient({
      baseUrl: server.origin,
      storage: null,
      timeoutMs: 150,
      onRequestFailChange: (failed) => failChanges.push(failed),
    });
    server.route('/api/slow', () => {
      // Never answers.
    });
    const started = Date.now();
    const error = await slow.post('/api/slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 150 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(slow.requestFailed).toBe(true);
    expect(failChanges).toEqual([true]);
  });

  it('times out when the body stalls after the headers', async () => {
    const slow = createHttpClient({ baseUrl: server.origin, storage: null, timeoutMs: 150 });
    server.route('/api/stall', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":1,');
    });
    await expect(slow.post('/api/stall')).rejects.toBeInstanceOf(TimeoutError);
  });

  it('sets the request-fail flag when the network is down and clears it on the next response', async () => {
    const port = Number(new URL(server.origin).port);
    server.route('/api/x', (_req, res) => sendJson(res, ok('up')));
    await expect(client.post('/api/x')).resolves.toBe('up');
    await server.close();

    const error = await client.post('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).kind).toBe('network');
    expect(client.requestFailed).toBe(true);
    await expect(client.post('/api/x')).rejects.toBeInstanceOf(NetworkError);
    expect(failChanges).toEqual([true]);

    // Back up on the same address: any response, even an error status, clears the flag.
    server = await startHttpServer(port);
    server.route('/api/x', (_req, res) =>
      sendJson(res, { code: 5000, msg: '维护中', data: null }, 503),
    );
    await expect(client.post('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(client.requestFailed).toBe(false);
    expect(failChanges).toEqual([true, false]);
  });

  it('passes a caller abort through without touching the flag', async () => {
    server.route('/api/slow', () => {});
    const controller = new AbortController();
    const pending = client.post('/api/slow', undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('left the page')), 30);
    await expect(pending).rejects.toThrow('left the page');
    expect(client.requestFailed).toBe(false);
    expect(failChanges).toEqual([]);
  });
});
