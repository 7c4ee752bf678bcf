import { SOCKET_PING_INTERVAL_MS } from '@kanqiu/core';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from './helpers/eventually';
import { type LiveHarness, startLiveHarness } from './helpers/live-harness';

const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

describe('LiveSocket keep-alive', () => {
  let h: LiveHarness;

  afterEach(async () => {
    await h.stop();
  });

  it('sends the text ping every 10 s once open', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    const server = await h.ws.connection(1);
    h.timers.advance(SOCKET_PING_INTERVAL_MS - 1);
    await settle();
    expect(server.received).toEqual([]);
    h.timers.advance(1);
    await eventually(() => expect(server.received).toEqual(['ping']));
    h.timers.advance(SOCKET_PING_INTERVAL_MS);
    await eventually(() => expect(server.received).toEqual(['ping', 'ping']));
  });

  it('replies ping to a ping frame of the server', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    const server = await h.ws.connection(1);
    server.send({ type: 'ping', content: null });
    await eventually(() => expect(server.received).toEqual(['ping']));
  });

  it('does not answer the answer to its own ping, so the two sides never ping-pong', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    const server = await h.ws.connection(1);
    h.timers.advance(SOCKET_PING_INTERVAL_MS);
    await eventually(() => expect(server.received).toEqual(['ping']));
    // The server has answered with a ping frame; give a loop every chance to show itself.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.received).toEqual(['ping']);
  });

  it('takes two late answers as answers when its next ping left before the first came back', async () => {
    h = await startLiveHarness({ ws: { answerPing: false } });
    await h.live.connect();
    const server = await h.ws.connection(1);
    h.timers.advance(SOCKET_PING_INTERVAL_MS);
    h.timers.advance(SOCKET_PING_INTERVAL_MS);
    await eventually(() => expect(server.received).toEqual(['ping', 'ping']));
    // Both answers arrive now, late: neither is a ping of the server's own to reply to.
    server.send({ type: 'ping', content: null });
    server.send({ type: 'ping', content: null });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.received).toEqual(['ping', 'ping']);
    // A ping of the server's own after that is still answered.
    server.send({ type: 'ping', content: null });
    await eventually(() => expect(server.received).toEqual(['ping', 'ping', 'ping']));
  });

  it('stops pinging when the socket closes', async () => {
    h = await startLiveHarness({ enabled: false });
    await h.live.connect();
    const server = await h.ws.connection(1);
    await h.live.close();
    await server.closed;
    h.timers.advance(SOCKET_PING_INTERVAL_MS * 5);
    expect(h.timers.pending()).toBe(0);
  });

  it('only logs a ping that fails to send', async () => {
    class BrokenPing extends WebSocket {
      override send(data: Parameters<WebSocket['send']>[0]): void {
        if (data === 'ping') throw new Error('send failed');
        super.send(data);
      }
    }
    h = await startLiveHarness({ WebSocket: BrokenPing });
    await h.live.connect();
    h.timers.advance(SOCKET_PING_INTERVAL_MS);
    expect(h.logger.messages('warn')).toContain('心跳发送失败');
    expect(h.live.state).toBe('open');
  });

  it('treats a link with no frame for 3 keep-alive periods as closed and schedules a reconnect', async () => {
    h = await startLiveHarness({ ws: { answerPing: false } });
    await h.live.connect();
    const server = await h.ws.connection(1);
    // The init frame is the last one the server sends; the silence counts from it.
    await eventually(() => expect(h.live.clientId).toBe(server.clientId));
    h.timers.advance(3 * SOCKET_PING_INTERVAL_MS - 1);
    await settle();
    expect(h.live.state).toBe('open');
    h.timers.advance(1);
    expect(h.live.state).toBe('closed');
    expect(h.logger.messages('warn').some((m) => m.includes('没有收到任何消息'))).toBe(true);
    await server.closed;
    expect(h.live.reconnectAttempts).toBe(1);
  });

  it('keeps a link that answers its pings open past 3 periods', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    const server = await h.ws.connection(1);
    for (let i = 1; i <= 5; i += 1) {
      h.timers.advance(SOCKET_PING_INTERVAL_MS);
      await eventually(() => expect(server.received).toHaveLength(i));
      // Wait for the server's answer to arrive before time moves on.
      await settle();
    }
    expect(h.live.state).toBe('open');
    expect(server.isOpen()).toBe(true);
  });
});
