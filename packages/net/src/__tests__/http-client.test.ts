import { CHEER_LIMIT_MESSAGE } from '@kanqiu/core';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BusinessError,
  createHttpClient,
  type HttpClient,
  ResponseFormatError,
  ValidationError,
} from '../index';
import { type ClientFixture, startClientFixture } from './helpers/client-fixture';
import { eventually } from './helpers/eventually';
import { type HttpTestServer, ok, sendJson } from './helpers/http-test-server';
import { createRecordingLogger } from './helpers/recording-logger';

describe('createHttpClient', () => {
  let server: HttpTestServer;
  let client: HttpClient;
  let toasts: string[];
  let storage: ClientFixture['storage'];

  beforeEach(async () => {
    ({ server, client, toasts, storage } = await startClientFixture());
  });

  afterEach(async () => {
    await server.close();
  });

  it('POSTs JSON by default and resolves with the data of a code-1 envelope', async () => {
    server.route('/api/x', (_req, res) => sendJson(res, ok({ answer: 42 })));
    await expect(client.request('/api/x', { data: { a: 1 } })).resolves.toEqual({ answer: 42 });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ a: 1 });
  });

  it('sends an empty JSON object when a POST has no data', async () => {
    server.route('/api/mod/modInit', (_req, res) => sendJson(res, ok(null)));
    await client.post('/api/mod/modInit');
    expect(server.requests[0]?.body).toBe('{}');
  });

  it('joins a base URL that has a path with the request path', async () => {
    const prefixed = createHttpClient({ baseUrl: `${server.origin}/gateway/`, storage: null });
    server.route('/gateway/api/x', (_req, res) => sendJson(res, ok('joined')));
    await expect(prefixed.post('/api/x')).resolves.toBe('joined');
  });

  it('reads the stored token at request time and sends it as a Bearer header', async () => {
    server.route('/api/x', (_req, res) => sendJson(res, ok(null)));
    await client.post('/api/x');
    storage.setItem('token', 'abc123');
    await client.post('/api/x');
    storage.setItem('token', 'Bearer already');
    await client.post('/api/x');
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      undefined,
      'Bearer abc123',
      'Bearer already',
    ]);
  });

  it('sends no Authorization header when storage throws', async () => {
    const throwing = createHttpClient({
      baseUrl: server.origin,
      storage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
    });
    server.route('/api/x', (_req, res) => sendJson(res, ok(1)));
    await expect(throwing.post('/api/x')).resolves.toBe(1);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('parses a body that is a JSON string holding the envelope', async () => {
    server.route('/api/x', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(JSON.stringify(JSON.stringify({ code: 1, msg: 'ok', data: [1, 2] })));
    });
    await expect(client.post('/api/x')).resolves.toEqual([1, 2]);
  });

  it('rejects a non-JSON body with a format error and keeps the body', async () => {
    server.route('/api/x', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>gateway</html>');
    });
    const error = await client.post('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect((error as ResponseFormatError).kind).toBe('format');
    expect((error as ResponseFormatError).body).toBe('<html>gateway</html>');
    expect(toasts).toEqual([]);
  });

  it('rejects JSON that is not an envelope with a format error', async () => {
    server.route('/api/x', (_req, res) => sendJson(res, { hello: 'world' }));
    await expect(client.post('/api/x')).rejects.toBeInstanceOf(ResponseFormatError);
  });

  it('on another code: rejects with a business error, logs through webLog and toasts the msg', async () => {
    server.route('/api/x', (_req, res) =>
      sendJson(res, { code: 0, msg: '比赛不存在', data: null }),
    );
    server.route('/api/web/webLog', (_req, res) => sendJson(res, ok(null)));
    const error = await client.post('/api/x', { match_id: 7 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ kind: 'business', code: 0, msg: '比赛不存在' });
    expect(toasts).toEqual(['比赛不存在']);

    await eventually(() => expect(server.requestsTo('/api/web/webLog')).toHaveLength(1));
    const log = server.requestsTo('/api/web/webLog')[0];
    expect(log?.method).toBe('POST');
    const body = JSON.parse(log?.body ?? '') as { type: string; content: string };
    expect(body.type).toBe('比赛不存在');
    const content = JSON.parse(body.content) as Record<string, unknown>;
    expect(content).toMatchObject({
      url: `${server.origin}/api/x`,
      method: 'POST',
      data: { match_id: 7 },
    });
    expect(content.headers).toMatchObject({ 'x-trace-id': 't-1' });
  });

  it('logs but never toasts the cheer-limit message', async () => {
    server.route('/api/x', (_req, res) =>
      sendJson(res, { code: 0, msg: CHEER_LIMIT_MESSAGE, data: null }),
    );
    server.route('/api/web/webLog', (_req, res) => sendJson(res, ok(null)));
    await expect(client.post('/api/x')).rejects.toMatchObject({ msg: '今日3次助威机会已用完' });
    await eventually(() => expect(server.requestsTo('/api/web/webLog')).toHaveLength(1));
    expect(JSON.parse(server.requestsTo('/api/web/webLog')[0]?.body ?? '')).toMatchObject({
      type: '今日3次助威机会已用完',
    });
    expect(toasts).toEqual([]);
  });

  it('cuts a long web-log content to 8000 characters', async () => {
    server.route('/api/x', (_req, res) => sendJson(res, { code: 5000, msg: 'boom', data: null }));
    server.route('/api/web/webLog', (_req, res) => sendJson(res, ok(null)));
    await client.post('/api/x', { text: 'x'.repeat(20_000) }).catch(() => {});
    await eventually(() => expect(server.requestsTo('/api/web/webLog')).toHaveLength(1));
    const body = JSON.parse(server.requestsTo('/api/web/webLog')[0]?.body ?? '');
    expect(body.content).toHaveLength(8000);
  });

  it('never surfaces a failing web-log call, nor loops on it', async () => {
    server.route('/api/x', (_req, res) => sendJson(res, { code: 0, msg: '失败', data: null }));
    server.route('/api/web/webLog', (_req, res) => {
      res.destroy();
    });
    await expect(client.post('/api/x')).rejects.toBeInstanceOf(BusinessError);
    await eventually(() => expect(server.requestsTo('/api/web/webLog')).toHaveLength(1));
    server.route('/api/web/webLog', (_req, res) =>
      sendJson(res, { code: 0, msg: 'log refused', data: null }),
    );
    await expect(client.post('/api/x')).rejects.toBeInstanceOf(BusinessError);
    await eventually(() => expect(server.requestsTo('/api/web/webLog')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requestsTo('/api/web/webLog')).toHaveLength(2);
    expect(client.requestFailed).toBe(false);
    expect(toasts).toEqual(['失败', '失败']);
  });

  it('encodes arrays as key[], dates as ISO, objects as JSON, and skips undefined', async () => {
    server.route('/api/q', (_req, res) => sendJson(res, ok(null)));
    await client.request('/api/q?fixed=1', {
      method: 'GET',
      params: {
        ids: [3, 'a b'],
        from: new Date(Date.UTC(2018, 6, 15, 15, 0, 0)),
        filter: { league: 'wc', round: [1, 2] },
        skipped: undefined,
        flag: false,
      },
    });
    const request = server.requests[0];
    expect(request?.method).toBe('GET');
    expect(request?.query.get('fixed')).toBe('1');
    expect(request?.query.getAll('ids[]')).toEqual(['3', 'a b']);
    expect(request?.query.get('from')).toBe('2018-07-15T15:00:00.000Z');
    expect(request?.query.get('filter')).toBe('{"league":"wc","round":[1,2]}');
    expect(request?.query.get('flag')).toBe('false');
    expect(request?.query.has('skipped')).toBe(false);
  });

  it('sends the data of a GET as query parameters', async () => {
    server.route('/api/q', (_req, res) => sendJson(res, ok(null)));
    await client.request('/api/q', { method: 'get', data: { page: 2 } });
    expect(server.requests[0]?.query.get('page')).toBe('2');
    expect(server.requests[0]?.body).toBe('');
  });

  it('validates data with a schema and rejects a mismatch with a validation error', async () => {
    server.route('/api/x', (_req, res) => sendJson(res, ok({ id: 'not a number' })));
    const schema = v.object({ id: v.number() });
    const error = await client.post('/api/x', {}, { schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ kind: 'validation', phase: 'response' });
    expect((error as ValidationError).issues[0]?.path).toBe('id');

    server.route('/api/x', (_req, res) => sendJson(res, ok({ id: 5 })));
    await expect(client.post('/api/x', {}, { schema })).resolves.toEqual({ id: 5 });
  });

  it('keeps a listener error away from the request', async () => {
    const logger = createRecordingLogger();
    const noisy = createHttpClient({
      baseUrl: server.origin,
      storage: null,
      logger,
      onToast: () => {
        throw new Error('toast broke');
      },
    });
    server.route('/api/x', (_req, res) => sendJson(res, { code: 0, msg: '失败', data: null }));
    server.route('/api/web/webLog', (_req, res) => sendJson(res, ok(null)));
    await expect(noisy.post('/api/x')).rejects.toBeInstanceOf(BusinessError);
    expect(logger.messages('error')).toHaveLength(1);
  });
});
