import { afterEach, describe, expect, it } from 'vitest';
import { post, request } from '../../__tests__/helpers/http-client';
import { shownT, stubCatalog } from '../../__tests__/helpers/stub-catalog';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';

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

describe('HTTP API failures', () => {
  it('answers a body that is not JSON with 400 and code 4001', async () => {
    const server = await start();
    const response = await post(server.baseUrl, '/api/user/xy', undefined, { raw: '{"type":' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 4001, msg: '请求体不是合法的 JSON', data: null });
    const empty = await post(server.baseUrl, '/api/user/xy', undefined, { raw: '' });
    expect(empty.body).toMatchObject({ code: 4001, data: null });
  });

  it('answers a JSON body that is not an object with 4001', async () => {
    const server = await start();
    for (const raw of ['[1,2]', '"tos"', '42']) {
      const response = await post(server.baseUrl, '/api/user/xy', undefined, { raw });
      expect(response.body).toEqual({ code: 4001, msg: '请求体应为 JSON 对象', data: null });
    }
  });

  it('refuses other content types with 415 and code 4015', async () => {
    const server = await start();
    const response = await post(server.baseUrl, '/api/user/xy', undefined, {
      raw: 'type=tos',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ code: 4015, data: null });
    expect(response.body.msg).toContain('application/json');
  });

  it('refuses an oversized body with 413 and code 4013', async () => {
    const server = await start({ config: { bodyLimit: 1_024 } });
    const response = await post(server.baseUrl, '/api/web/webLog', {
      type: 'x',
      content: 'y'.repeat(2_000),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ code: 4013, msg: '请求体过大', data: null });
  });

  it('answers the wrong method with 405, code 4005 and Allow', async () => {
    const server = await start();
    const response = await request(server.baseUrl, '/api/user/xy');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.body).toEqual({ code: 4005, msg: '该接口只支持 POST 请求', data: null });
    const put = await request(server.baseUrl, '/api/matches', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
  });

  it('answers an unknown API path with 404 and code 4040', async () => {
    const server = await start();
    for (const response of [
      await post(server.baseUrl, '/api/nothing/here', {}),
      await request(server.baseUrl, '/api/nothing/here'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 4040, msg: '接口不存在', data: null });
    }
  });

  it('turns a fault in the data into 500 and code 5000 without a stack trace', async () => {
    const server = await start({ catalog: stubCatalog({ failingModels: true }) });
    const response = await post(server.baseUrl, '/api/mod/modInit', {});
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ code: 5000, msg: '服务器开小差了，请稍后重试', data: null });
    expect(JSON.stringify(response.body)).not.toContain('model store unavailable');
    expect((await request(server.baseUrl, '/healthz')).status).toBe(200);
  });

  it('keeps the debug replay call closed unless enabled', async () => {
    const server = await start();
    const response = await post(server.baseUrl, '/api/debug/replay', { match_id: '1001', t: 0 });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(4040);
  });

  it('moves a match when the debug replay call is enabled, with fresh up_times', async () => {
    const server = await start({ config: { replayDebug: true } });
    const seek = (body: unknown) => post(server.baseUrl, '/api/debug/replay', body);
    const first = await seek({ match_id: '1001', t: 540 });
    expect(first.body).toMatchObject({
      code: 1,
      data: { match_id: '1001', state: 'live', replay_sec: 540 },
    });
    const scene = { scene: 'detail_football_match_id_1001' };
    const a = (await post(server.baseUrl, '/api/user/userScene', scene)).body.data.page;
    await seek({ match_id: 1001, t: 540 });
    const b = (await post(server.baseUrl, '/api/user/userScene', scene)).body.data.page;
    expect(shownT(a)).toBe(540);
    expect(shownT(b)).toBe(540);
    expect(b.up_time).toBeGreaterThan(a.up_time);
    const finished = await seek({ match_id: '1001', t: 600 });
    expect(finished.body.data.state).toBe('finished');
    const outside = await seek({ match_id: '1001', t: 99_999 });
    expect(outside.body).toMatchObject({ code: 4001, data: null });
    expect(outside.body.msg).toContain('t');
    const notNumber = await seek({ match_id: '1001', t: 'soon' });
    expect(notNumber.body).toEqual({ code: 4001, msg: '参数 t 不正确：t 应为秒数', data: null });
  });

  it('allows cross-origin calls from the webview dev server, and can be limited', async () => {
    const open = await start();
    const preflight = await request(open.baseUrl, '/api/user/xy', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i);

    const limited = await start({ config: { corsOrigin: ['http://localhost:5173'] } });
    const other = await post(
      limited.baseUrl,
      '/api/user/xy',
      { type: 'tos' },
      {
        headers: { origin: 'http://evil.example' },
      },
    );
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
