import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { SOCKET_RECONNECT_DELAY_MS, SOCKET_TIMEOUT_MS } from '@kanqiu/core';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from './helpers/eventually';
import { type LiveHarness, SCENE, startLiveHarness } from './helpers/live-harness';
import { startWsServer } from './helpers/ws-test-server';

const settle = (ms = 60) => new Promise((resolve) => setTimeout(resolve, ms));

/** An HTTP server that refuses every WebSocket upgrade (or, `hang`, never answers one), counting them. */
async function startRefusingServer(hang = false) {
  let upgrades = 0;
  const sockets = new Set<Duplex>();
  const server = createServer((_req, res) => res.end());
  server.on('upgrade', (_req, socket) => {
    upgrades += 1;
    sockets.add(socket);
    if (!hang) socket.end('HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    upgrades: () => upgrades,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('LiveSocket reconnect', () => {
  let h: LiveHarness;

  afterEach(async () => {
    await h.stop();
  });

  it('reconnects 30 s after the server died, refreshes, and subscribes with the new client_id', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    await eventually(() => expect(h.subscriptions()).toHaveLength(1));
    const firstId = h.live.clientId;
    const port = h.ws.port;

    await h.ws.kill();
    await eventually(() => expect(h.live.state).toBe('closed'));
    expect(h.live.reconnectAttempts).toBe(1);
    h.ws = await startWsServer({ port });

    h.timers.advance(SOCKET_RECONNECT_DELAY_MS - 1);
    await settle();
    expect(h.ws.connections).toHaveLength(0);
    expect(h.live.state).toBe('closed');

    h.timers.advance(1);
    expect(h.live.state).toBe('connecting');
    await eventually(() => expect(h.live.state).toBe('open'));
    expect(h.refreshes()).toBe(1);
    expect(h.live.reconnectAttempts).toBe(0);
    await eventually(() => expect(h.subscriptions()).toHaveLength(2));
    expect(h.live.clientId).not.toBe(firstId);
    expect(h.subscriptions()[1]).toEqual({ client_id: h.live.clientId, scene: SCENE });
    expect(h.states).toEqual(['connecting', 'open', 'closed', 'connecting', 'open']);
  });

  it('opens nothing when the page let its scene go while a reconnect waited', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    const port = h.ws.port;
    await h.ws.kill();
    await eventually(() => expect(h.live.state).toBe('closed'));
    h.ws = await startWsServer({ port });
    await h.live.setScene(null);

    h.timers.advance(SOCKET_RECONNECT_DELAY_MS);
    await settle();
    expect(h.ws.connections).toHaveLength(0);
    expect(h.live.state).toBe('closed');
  });

  it('makes at most 6 attempts, one every 30 s, then gives up', async () => {
    const refusing = await startRefusingServer();
    h = await startLiveHarness({ url: refusing.url });
    await expect(h.live.connect()).rejects.toMatchObject({ reason: 'error' });
    expect(refusing.upgrades()).toBe(1);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect(h.live.reconnectAttempts).toBe(attempt);
      h.timers.advance(SOCKET_RECONNECT_DELAY_MS);
      await eventually(() => expect(refusing.upgrades()).toBe(attempt + 1));
      await eventually(() => expect(h.live.state).toBe('closed'));
    }
    expect(h.logger.messages('warn')).toContain('实时连接已重试 6 次，不再重连');
    h.timers.advance(SOCKET_RECONNECT_DELAY_MS * 10);
    await settle(150);
    expect(refusing.upgrades()).toBe(7);
    expect(h.refreshes()).toBe(0);
    await refusing.close();
  });

  it('does not reconnect when the socket feature is disabled', async () => {
    h = await startLiveHarness({ enabled: false });
    await h.live.connect();
    await h.ws.kill();
    await eventually(() => expect(h.live.state).toBe('closed'));
    expect(h.timers.pending()).toBe(0);
    expect(h.live.reconnectAttempts).toBe(0);
  });

  it('cancels a scheduled reconnect when the feature is switched off', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    await h.ws.kill();
    await eventually(() => expect(h.live.state).toBe('closed'));
    expect(h.timers.pending()).toBe(1);
    h.live.enabled = false;
    expect(h.timers.pending()).toBe(0);
  });

  it('reconnects at once when the browser comes back online', async () => {
    const win = new EventTarget();
    h = await startLiveHarness({ window: win });
    await h.live.connect();
    const port = h.ws.port;
    await h.ws.kill();
    await eventually(() => expect(h.live.state).toBe('closed'));
    h.ws = await startWsServer({ port });
    win.dispatchEvent(new Event('online'));
    await eventually(() => expect(h.live.state).toBe('open'));
    expect(h.timers.now).toBe(0);
    expect(h.refreshes()).toBe(1);
    // A second wake while open does nothing.
    win.dispatchEvent(new Event('online'));
    await settle();
    expect(h.ws.connections).toHaveLength(1);
  });

  it('reconnects at once when the page becomes visible, not while it is hidden', async () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    h = await startLiveHarness({ document: doc });
    await h.live.connect();
    const port = h.ws.port;
    await h.ws.kill();
    await eventually(() => expect(h.live.state).toBe('closed'));
    h.ws = await startWsServer({ port });
    doc.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(h.ws.connections).toHaveLength(0);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await eventually(() => expect(h.live.state).toBe('open'));
    expect(h.ws.connections).toHaveLength(1);
  });

  it('does not wake a manager that has no retries left', async () => {
    const refusing = await startRefusingServer();
    const win = new EventTarget();
    h = await startLiveHarness({ url: refusing.url, window: win, maxReconnectAttempts: 1 });
    await h.live.connect().catch(() => {});
    h.timers.advance(SOCKET_RECONNECT_DELAY_MS);
    await eventually(() => expect(refusing.upgrades()).toBe(2));
    await eventually(() => expect(h.live.state).toBe('closed'));
    win.dispatchEvent(new Event('online'));
    await settle(150);
    expect(refusing.upgrades()).toBe(2);
    await refusing.close();
  });

  it('never has two attempts in progress', async () => {
    const win = new EventTarget();
    h = await startLiveHarness({ window: win });
    await h.live.connect();
    const port = h.ws.port;
    await h.ws.kill();
    await eventually(() => expect(h.live.state).toBe('closed'));
    h.ws = await startWsServer({ port });
    win.dispatchEvent(new Event('online'));
    win.dispatchEvent(new Event('online'));
    h.timers.advance(SOCKET_RECONNECT_DELAY_MS);
    await eventually(() => expect(h.live.state).toBe('open'));
    await settle(150);
    expect(h.ws.connections).toHaveLength(1);
  });

  it('gives up a connect that takes longer than 60 s and schedules a reconnect', async () => {
    const hanging = await startRefusingServer(true);
    h = await startLiveHarness({ url: hanging.url });
    const opening = h.live.connect();
    await eventually(() => expect(hanging.upgrades()).toBe(1));
    h.timers.advance(SOCKET_TIMEOUT_MS - 1);
    expect(h.live.state).toBe('connecting');
    h.timers.advance(1);
    await expect(opening).rejects.toMatchObject({ reason: 'timeout' });
    expect(h.live.state).toBe('closed');
    expect(h.live.reconnectAttempts).toBe(1);
    await hanging.close();
  });

  it('cancels a waiting reconnect on close(), which still reports no socket', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    await h.ws.kill();
    await eventually(() => expect(h.live.state).toBe('closed'));
    expect(h.timers.pending()).toBe(1);
    await expect(h.live.close()).rejects.toThrow('WebSocket not connected');
    expect(h.timers.pending()).toBe(0);
  });
});
