import { SOCKET_RECONNECT_DELAY_MS } from '@kanqiu/core';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from './helpers/eventually';
import { type LiveHarness, startLiveHarness } from './helpers/live-harness';

const settle = (ms = 60) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LiveSocket offline', () => {
  let h: LiveHarness;

  afterEach(async () => {
    await h.stop();
  });

  it('closes at once when the browser goes offline, though the server never closed the socket', async () => {
    const win = new EventTarget();
    h = await startLiveHarness({ window: win });
    await h.live.connect();
    win.dispatchEvent(new Event('offline'));
    expect(h.live.state).toBe('closed');
    expect(h.states).toEqual(['connecting', 'open', 'closed']);
  });

  it('spends no attempts while offline and reconnects once when the network returns', async () => {
    const win = new EventTarget();
    h = await startLiveHarness({ window: win, maxReconnectAttempts: 1 });
    await h.live.connect();
    await eventually(() => expect(h.subscriptions()).toHaveLength(1));
    win.dispatchEvent(new Event('offline'));
    h.timers.advance(SOCKET_RECONNECT_DELAY_MS * 10);
    await settle();
    expect(h.live.reconnectAttempts).toBe(0);
    expect(h.timers.pending()).toBe(0);

    win.dispatchEvent(new Event('online'));
    await eventually(() => expect(h.live.state).toBe('open'));
    expect(h.refreshes()).toBe(1);
    await eventually(() => expect(h.subscriptions()).toHaveLength(2));
    win.dispatchEvent(new Event('online'));
    await settle();
    expect(h.ws.connections).toHaveLength(2);
    await eventually(() => expect(h.ws.openConnections()).toHaveLength(1));
    expect(h.refreshes()).toBe(1);
  });

  it('stays closed on return when the page let its scene go meanwhile', async () => {
    const win = new EventTarget();
    h = await startLiveHarness({ window: win });
    await h.live.connect();
    win.dispatchEvent(new Event('offline'));
    h.live.leave();
    h.timers.advance(0);
    win.dispatchEvent(new Event('online'));
    await settle();
    expect(h.live.state).toBe('closed');
    expect(h.refreshes()).toBe(0);
  });
});
