import { ALERT_MAX_WATCHED, SOCKET_MAX_SCENES } from '@kanqiu/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyScenePush } from '../index';
import { eventually } from './helpers/eventually';
import {
  type LiveHarness,
  otherScene,
  pagePush,
  SCENE,
  startLiveHarness,
} from './helpers/live-harness';

const push = (matchId: string, upTime: number, extra: Record<string, unknown> = {}) => ({
  type: 'page_data',
  content: {
    scene: `detail_football_match_id_${matchId}`,
    up_time: upTime,
    status_id: 2,
    ...extra,
  },
});

describe('LiveSocket watching followed matches', () => {
  let h: LiveHarness;
  afterEach(async () => {
    await h.stop();
  });

  it('opens one socket for watched scenes without a page scene and hands their pushes on', async () => {
    h = await startLiveHarness({ scene: null });
    const watched: AnyScenePush[] = [];
    h.live.on('watchedPage', (page) => watched.push(page));
    await h.live.watch([otherScene('7'), otherScene('8')]);
    await eventually(() => expect(h.subscriptions()).toHaveLength(2));
    expect(h.subscriptions().map((s) => s.scene)).toEqual([
      'detail_football_match_id_7',
      'detail_football_match_id_8',
    ]);
    const server = await h.ws.connection(1);
    server.send(push('7', 100, { score: '1-0' }));
    server.send(push('7', 90, { score: 'stale' }));
    server.send(push('9', 100, { score: 'not watched' }));
    await eventually(() => expect(watched).toHaveLength(1));
    expect(watched[0]).toMatchObject({ score: '1-0' });
    expect(h.live.pageData).toBeNull();
    expect(h.ws.openConnections()).toHaveLength(1);
  });

  it('keeps the page scene and the watched ones apart on one connection', async () => {
    h = await startLiveHarness();
    const watched: AnyScenePush[] = [];
    h.live.on('watchedPage', (page) => watched.push(page));
    await h.live.connect();
    await h.live.watch([otherScene('7')]);
    await eventually(() => expect(h.subscriptions()).toHaveLength(2));
    const server = await h.ws.connection(1);
    server.send(push('7', 100, { score: '0-1' }));
    server.send(pagePush(200, { score: '2-2' }));
    await eventually(() => expect(h.live.updatedAt).toBe(200));
    expect(watched.map((page) => page.scene)).toEqual(['detail_football_match_id_7']);
    expect(h.live.pageData?.scene).toBe(SCENE);
  });

  it(`watches at most ${ALERT_MAX_WATCHED} and stays open past a finished page while watching`, async () => {
    h = await startLiveHarness();
    await h.live.connect();
    await h.live.watch(Array.from({ length: 9 }, (_, n) => otherScene(String(n))));
    expect(h.live.watching).toHaveLength(ALERT_MAX_WATCHED);
    const server = await h.ws.connection(1);
    server.send(pagePush(300, { status_id: 10 }));
    await eventually(() => expect(h.live.updatedAt).toBe(300));
    expect(h.live.state).toBe('open');
    await h.live.watch([]);
    h.live.leave();
    h.timers.advance(0);
    await eventually(() => expect(h.ws.openConnections()).toHaveLength(0));
  });

  it(`opens a new connection rather than pass ${SOCKET_MAX_SCENES} scenes on one`, async () => {
    h = await startLiveHarness({ scene: null });
    await h.live.watch([otherScene('w')]);
    await eventually(() => expect(h.subscriptions()).toHaveLength(1));
    for (let n = 0; n < SOCKET_MAX_SCENES; n += 1) await h.live.setScene(otherScene(`p${n}`));
    await eventually(() => expect(h.ws.connections).toHaveLength(2));
    await eventually(() => expect(h.ws.openConnections()).toHaveLength(1));
  });
});
