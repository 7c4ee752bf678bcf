import { afterEach, describe, expect, it } from 'vitest';
import { LiveSocket, LiveSocketError } from '../index';
import { eventually } from './helpers/eventually';
import {
  HARNESS_SCENE,
  type LiveHarness,
  otherScene,
  pagePush,
  SCENE,
  startLiveHarness,
} from './helpers/live-harness';
import { createRecordingLogger } from './helpers/recording-logger';

describe('LiveSocket lifecycle', () => {
  let h: LiveHarness;

  afterEach(async () => {
    await h.stop();
  });

  it('goes idle → connecting → open and resolves connect once open', async () => {
    h = await startLiveHarness();
    expect(h.live.state).toBe('idle');
    const opened = h.live.connect();
    expect(h.live.state).toBe('connecting');
    await opened;
    expect(h.live.state).toBe('open');
    expect(h.states).toEqual(['connecting', 'open']);
    expect(h.ws.openConnections()).toHaveLength(1);
  });

  it('stores client_id from init, then subscribes the scene through POST /api/user/userScene', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    await eventually(() => expect(h.subscriptions()).toHaveLength(1));
    expect(h.live.clientId).toBe(h.ws.connections[0]?.clientId);
    expect(h.subscriptions()[0]).toEqual({ client_id: h.live.clientId, scene: SCENE });
    expect(h.http.requestsTo('/api/user/userScene')[0]?.method).toBe('POST');
  });

  it('applies page data only when up_time is newer than updated_at', async () => {
    h = await startLiveHarness();
    const pages: unknown[] = [];
    h.live.on('pageData', (page) => pages.push(page));
    await h.live.connect();
    const server = await h.ws.connection(1);
    server.send(pagePush(2000, { score: '1-0' }));
    await eventually(() => expect(h.live.updatedAt).toBe(2000));
    server.send(pagePush(1500, { score: 'stale' }));
    server.send(pagePush(2000, { score: 'repeat' }));
    server.send(pagePush(3000, { score: '2-0' }));
    await eventually(() => expect(h.live.updatedAt).toBe(3000));
    expect(pages.map((p) => (p as { score: string }).score)).toEqual(['1-0', '2-0']);
    expect(h.live.pageData).toMatchObject({ score: '2-0', up_time: 3000 });
  });

  it('treats any other frame type as page data and keeps its scene fields', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    const server = await h.ws.connection(1);
    const content = { up_time: 10, status_id: 2, odds: [[1.9, 3.2, 4.1]] };
    server.send({ type: 'detail_odds', content });
    await eventually(() => expect(h.live.pageData).toEqual(content));
  });

  it('stores both kinds of trend push', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    const server = await h.ws.connection(1);
    const football = { match_type: 'soccer', trend_count: 1, trend_per: 10, trend_data: [[1, -2]] };
    server.send({ type: 'trend_football_match', content: football });
    await eventually(() => expect(h.live.trendData).toEqual(football));
    const basketball = {
      match_type: 'basketball',
      trend_count: 2,
      trend_per: 20,
      trend_data: [[5]],
    };
    server.send({ type: 'trend_basketball_match', content: basketball });
    await eventually(() => expect(h.live.trendData).toEqual(basketball));
    expect(h.live.pageData).toBeNull();
  });

  it('closes for good on status 10 and never reconnects', async () => {
    h = await startLiveHarness();
    const finished: unknown[] = [];
    h.live.on('finished', (page) => finished.push(page));
    await h.live.connect();
    const server = await h.ws.connection(1);
    server.send(pagePush(5000, { status_id: 10, score: '4-2' }));
    await server.closed;
    expect(h.live.state).toBe('closed');
    expect(h.live.finished).toBe(true);
    expect(h.live.pageData).toMatchObject({ status_id: 10, score: '4-2' });
    expect(finished).toHaveLength(1);
    h.timers.advance(10 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.ws.connections).toHaveLength(1);
  });

  it('forgets a finished match when the page switches scene', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    const server = await h.ws.connection(1);
    server.send(pagePush(5000, { status_id: 10 }));
    await server.closed;
    expect(h.live.finished).toBe(true);
    await h.live.setScene(otherScene('2057954'));
    expect(h.live.finished).toBe(false);
    expect(h.live.pageData).toBeNull();
    await h.live.connect();
    await eventually(() =>
      expect(h.subscriptions().at(-1)).toEqual({
        client_id: h.live.clientId,
        scene: 'detail_football_match_id_2057954',
      }),
    );
  });

  it('rejects send and close with no socket', async () => {
    h = await startLiveHarness();
    await expect(h.live.send('x')).rejects.toThrow('WebSocket not connected');
    await expect(h.live.close()).rejects.toThrow('WebSocket not connected');
    await h.live.connect();
    await h.live.close();
    await expect(h.live.close()).rejects.toThrow('WebSocket not connected');
    await expect(h.live.send({ type: 'ping' })).rejects.toThrow('WebSocket not connected');
  });

  it('sends text and objects once open', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    await h.live.send({ type: 'hello' });
    await h.live.send('raw');
    const server = await h.ws.connection(1);
    await eventually(() => expect(server.received).toEqual(['{"type":"hello"}', 'raw']));
  });

  it('stays closed after close() and does not reconnect', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    const server = await h.ws.connection(1);
    await h.live.close();
    await server.closed;
    expect(h.live.state).toBe('closed');
    h.timers.advance(10 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.ws.connections).toHaveLength(1);
  });

  it('rejects a failed connect with the failure', async () => {
    h = await startLiveHarness();
    const port = h.ws.port;
    await h.ws.kill();
    const logger = createRecordingLogger();
    const failing = new LiveSocket({
      url: `ws://127.0.0.1:${port}`,
      scene: HARNESS_SCENE,
      subscribe: async () => ({ scene: SCENE, subscribed: true, page: null }),
      timers: h.timers,
      logger,
      window: null,
      document: null,
      enabled: false,
    });
    const error = await failing.connect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LiveSocketError);
    expect((error as LiveSocketError).reason).toBe('error');
    expect(failing.state).toBe('closed');
    failing.dispose();
  });

  it('rejects a connect with an invalid URL', async () => {
    h = await startLiveHarness({ url: 'not a url', enabled: false });
    await expect(h.live.connect()).rejects.toThrow();
    expect(h.live.state).toBe('closed');
  });

  it('keeps exactly one socket after rapid close and open', async () => {
    h = await startLiveHarness();
    const first = h.live.connect();
    void h.live.close();
    const second = h.live.connect();
    void h.live.close();
    void h.live.reconnect();
    void h.live.reconnect();
    const last = h.live.connect();
    await expect(first).rejects.toBeInstanceOf(LiveSocketError);
    await expect(second).rejects.toBeInstanceOf(LiveSocketError);
    await last;
    expect(h.live.state).toBe('open');
    // Let every abandoned handshake reach the server and close there.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(h.ws.openConnections()).toHaveLength(1);
    await eventually(() => expect(h.live.clientId).toBe(h.ws.openConnections()[0]?.clientId));
  });

  it('switches scene: drops the old data and subscribes the new scene', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    const server = await h.ws.connection(1);
    server.send(pagePush(100));
    await eventually(() => expect(h.live.updatedAt).toBe(100));
    await eventually(() => expect(h.subscriptions()).toHaveLength(1));

    const odds = 'detail_football_odds_match_id_2058017';
    await h.live.setScene({ ...HARNESS_SCENE, scene: odds });
    expect(h.live.pageData).toBeNull();
    expect(h.subscriptions()[1]).toEqual({ client_id: h.live.clientId, scene: odds });
    // A late push of the old scene is ignored; the new scene's first push applies.
    const trend = { match_type: 'soccer', trend_count: 1, trend_per: 10, trend_data: [[1]] };
    server.send(pagePush(200));
    server.send({ type: 'trend_football_match', content: { ...trend, scene: SCENE, up_time: 5 } });
    server.send({ type: 'page_data', content: { scene: odds, up_time: 50, status_id: 2 } });
    await eventually(() => expect(h.live.updatedAt).toBe(50));
    expect(h.live.trendData).toBeNull();
    server.send({ type: 'trend_football_match', content: { ...trend, scene: odds, up_time: 6 } });
    await eventually(() => expect(h.live.trendData).toMatchObject({ scene: odds }));
  });

  it('applies the page the subscribe call returns', async () => {
    h = await startLiveHarness();
    h.http.route('/api/user/userScene', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 1,
          msg: 'ok',
          data: {
            scene: SCENE,
            subscribed: true,
            page: { scene: SCENE, up_time: 777, status_id: 2 },
          },
        }),
      );
    });
    await h.live.connect();
    await eventually(() => expect(h.live.updatedAt).toBe(777));
  });

  it('opens no socket while no page holds a scene', async () => {
    h = await startLiveHarness({ scene: null });
    await h.live.connect();
    await h.live.reconnect();
    expect(h.live.state).toBe('idle');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.ws.connections).toHaveLength(0);
  });

  it('leaving clears the scene at once and closes the socket', async () => {
    h = await startLiveHarness({ scene: null });
    await h.live.open(HARNESS_SCENE);
    const server = await h.ws.connection(1);
    server.send(pagePush(100));
    await eventually(() => expect(h.live.updatedAt).toBe(100));
    h.live.leave();
    expect(h.live.scene).toBeNull();
    expect(h.live.pageData).toBeNull();
    h.timers.advance(0);
    await server.closed;
    expect(h.live.state).toBe('closed');
    // A refresh now (the host's, on a page without a scene) opens nothing.
    await h.live.reconnect();
    expect(h.ws.connections).toHaveLength(1);
  });

  it('keeps the socket when another page takes it in the same task, and subscribes its scene', async () => {
    h = await startLiveHarness({ scene: null });
    await h.live.open(HARNESS_SCENE);
    await eventually(() => expect(h.subscriptions()).toHaveLength(1));
    h.live.leave();
    await h.live.open(otherScene('2057954'));
    h.timers.advance(0);
    await eventually(() =>
      expect(h.subscriptions().at(-1)).toEqual({
        client_id: h.live.clientId,
        scene: 'detail_football_match_id_2057954',
      }),
    );
    expect(h.live.state).toBe('open');
    expect(h.ws.connections).toHaveLength(1);
  });

  it('logs a failed subscribe without throwing', async () => {
    h = await startLiveHarness();
    h.http.route('/api/user/userScene', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 4009, msg: '连接已失效', data: null }));
    });
    await h.live.connect();
    await eventually(() => expect(h.logger.messages('warn')).toContain('订阅场景失败'));
    expect(h.live.state).toBe('open');
  });
});
