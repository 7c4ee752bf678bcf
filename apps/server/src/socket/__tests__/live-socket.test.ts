import { describe, expect, it } from 'vitest';
import { post } from '../../__tests__/helpers/http-client';
import type { Frame } from '../../__tests__/helpers/socket-client';
import {
  BASKETBALL,
  FOOTBALL,
  FOOTBALL_ODDS,
  STARTS,
  subscribe,
  useSocketFixture,
  waitUntil,
} from '../../__tests__/helpers/socket-fixture';
import { shownT } from '../../__tests__/helpers/stub-catalog';
import { TEST_START } from '../../__tests__/helpers/test-server';

const { start, connect } = useSocketFixture();

describe('live socket', () => {
  it('sends init with a fresh client_id on connect', async () => {
    const server = await start();
    const a = await connect(server);
    const b = await connect(server);
    expect(a.clientId).toMatch(/^c_[0-9a-f]{32}$/);
    expect(b.clientId).not.toBe(a.clientId);
    expect(server.server.sockets.clientCount).toBe(2);
  });

  it('answers the text ping and a ping frame with a ping frame', async () => {
    const server = await start();
    const { client } = await connect(server);
    client.ws.send('ping');
    expect(await client.next()).toEqual({ type: 'ping', content: null });
    client.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await client.next()).toEqual({ type: 'ping', content: null });
  });

  it('ignores frames outside the protocol and stays open', async () => {
    const server = await start();
    const { client } = await connect(server);
    client.ws.send('hello');
    client.ws.send('{not json');
    client.ws.send(JSON.stringify({ type: 'subscribe', content: { scene: FOOTBALL } }));
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await client.quietFor(150)).toBe(true);
    client.ws.send('ping');
    expect((await client.next()).type).toBe('ping');
  });

  it('pushes the trend and the full page at once on subscribe', async () => {
    const server = await start();
    const { client, clientId } = await connect(server);
    const response = await subscribe(server, clientId, FOOTBALL);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: 1, data: { scene: FOOTBALL, subscribed: true } });
    const trend = await client.next();
    expect(trend.type).toBe('trend_football_match');
    expect(trend.content).toMatchObject({
      match_type: 'soccer',
      trend_data: [[0]],
      scene: FOOTBALL,
    });
    const page = await client.next();
    expect(page.type).toBe('page_data');
    expect(page.content).toEqual(response.body.data.page);
    expect(page.content).toMatchObject({ match_id: '1001', status_id: 2, scene: FOOTBALL });
    expect(shownT(page.content)).toBe(30);
    expect(page.content.up_time).toBe(TEST_START);
    expect(server.server.sockets.scenesOf(clientId)).toEqual([FOOTBALL]);
  });

  it('pushes every change with a strictly increasing up_time until status_id 10', async () => {
    const server = await start();
    const { client, clientId } = await connect(server);
    await subscribe(server, clientId, FOOTBALL);
    await client.next(); // trend
    const pages: Frame[] = [await client.next()];

    for (let second = 0; second < 12; second++) {
      server.advance(1_000);
      await waitUntil(() => client.unread().length > 0 || second >= 10);
    }
    await client.quietFor(100);
    for (const frame of client.unread()) if (frame.type === 'page_data') pages.push(frame);

    const shown = pages.map((frame) => shownT(frame.content));
    expect(shown).toEqual([30, 90, 150, 210, 270, 330, 390, 450, 510, 570, 600]);
    const upTimes = pages.map((frame) => frame.content.up_time as number);
    for (let i = 1; i < upTimes.length; i++) {
      expect(upTimes[i]).toBeGreaterThan(upTimes[i - 1] as number);
    }
    expect(pages.at(-1)?.content.status_id).toBe(10);
    expect(pages.slice(0, -1).every((frame) => frame.content.status_id !== 10)).toBe(true);
  });

  it('pushes the page and the trend each at their own change points', async () => {
    const server = await start({ starts: { ...STARTS, '1001': 65 } });
    const { client, clientId } = await connect(server);
    await subscribe(server, clientId, FOOTBALL);
    expect((await client.next()).content.trend_data).toEqual([[0]]);
    expect(shownT((await client.next()).content)).toBe(65);
    server.advance(500); // t 95: the trend (every 90 s) changes, the page (every 60 s) does not
    const trend = await client.next();
    expect(trend).toMatchObject({ type: 'trend_football_match', content: { trend_data: [[1]] } });
    expect(await client.quietFor(100)).toBe(true);
    server.advance(500); // t 125: the page changes, the trend does not
    const page = await client.next();
    expect(page.type).toBe('page_data');
    expect(shownT(page.content)).toBe(125);
    expect(page.content.up_time).toBeGreaterThan(trend.content.up_time);
    expect(await client.quietFor(100)).toBe(true);
    server.advance(1_000); // t 185: both change, the trend first
    expect((await client.next()).content.trend_data).toEqual([[2]]);
    expect(shownT((await client.next()).content)).toBe(185);
  });

  it('pushes a change found by a page load to the subscribers too', async () => {
    const server = await start();
    const { client, clientId } = await connect(server);
    await subscribe(server, clientId, FOOTBALL);
    await client.next();
    await client.next();
    server.clock.advance(1_000); // no tick: the HTTP call is the first to see t 90
    const loaded = await post(server.baseUrl, '/api/user/userScene', { scene: FOOTBALL });
    expect(shownT(loaded.body.data.page)).toBe(90);
    expect((await client.next()).type).toBe('trend_football_match');
    const pushed = await client.next();
    expect(pushed.content).toEqual(loaded.body.data.page);
    expect(server.server.tick()).toBe(0);
  });

  it('stays quiet after the end and restarts the match as a new run', async () => {
    const server = await start({ starts: { ...STARTS, '1001': 590 } });
    const { client, clientId } = await connect(server);
    await subscribe(server, clientId, FOOTBALL);
    await client.next();
    const first = await client.next();
    server.advance(1_000); // the trend is the same at 590 and at the end: only the page comes
    const end = await client.next();
    expect(end.content.status_id).toBe(10);
    server.advance(5_000);
    expect(await client.quietFor(100)).toBe(true);
    // The finished pause and the next pre-match time are 20 replay minutes each: 40 s at 60x.
    server.advance(34_000);
    expect((await client.next()).type).toBe('trend_football_match');
    const restarted = await client.next();
    expect(restarted.content).toMatchObject({ status_id: 1 });
    expect(shownT(restarted.content)).toBe(-10);
    expect(restarted.content.up_time).toBeGreaterThan(end.content.up_time);
    expect(end.content.up_time).toBeGreaterThan(first.content.up_time);
  });

  it('pushes odds pages on odds scenes, without trends', async () => {
    const server = await start();
    const { client, clientId } = await connect(server);
    await subscribe(server, clientId, FOOTBALL_ODDS);
    const first = (await client.next()).content;
    expect(first).toMatchObject({ scene: FOOTBALL_ODDS, modelled: true });
    expect(shownT(first)).toBe(30);
    server.advance(1_000);
    expect(await client.quietFor(100)).toBe(true);
    server.advance(4_000); // t 330 passes the odds change at 300
    const odds = await client.next();
    expect(odds.type).toBe('page_data');
    expect(shownT(odds.content)).toBe(330);
    expect(await client.quietFor(100)).toBe(true);
  });

  it('sends basketball trends as trend_basketball_match', async () => {
    const server = await start({ starts: { ...STARTS, '2001': 100 } });
    const { client, clientId } = await connect(server);
    await subscribe(server, clientId, BASKETBALL);
    const trend = await client.next();
    expect(trend.type).toBe('trend_basketball_match');
    expect(trend.content.match_type).toBe('basketball');
  });

  it('sends every subscriber of a scene the same push', async () => {
    const server = await start();
    const a = await connect(server);
    const b = await connect(server);
    await subscribe(server, a.clientId, FOOTBALL);
    await subscribe(server, b.clientId, FOOTBALL);
    for (const { client } of [a, b]) {
      await client.next();
      await client.next();
    }
    server.advance(1_000);
    const [pushA, pushB] = await Promise.all([a.client.next(), b.client.next()]);
    expect(pushA).toEqual(pushB);
    expect(server.server.hub.subscriberCount(FOOTBALL)).toBe(2);
  });
});
