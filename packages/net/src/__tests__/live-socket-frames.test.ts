import { footballMatchScene } from '@kanqiu/core/contract/football';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from './helpers/eventually';
import { footballPageFixture } from './helpers/football-page';
import { type LiveHarness, pagePush, SCENE, startLiveHarness } from './helpers/live-harness';

describe('LiveSocket malformed frames', () => {
  let h: LiveHarness;

  afterEach(async () => {
    await h.stop();
  });

  it('logs and drops every malformed frame without touching state', async () => {
    h = await startLiveHarness();
    const thrown: unknown[] = [];
    const onError = (error: unknown) => thrown.push(error);
    process.on('uncaughtException', onError);
    process.on('unhandledRejection', onError);
    try {
      await h.live.connect();
      const server = await h.ws.connection(1);
      await eventually(() => expect(h.live.clientId).toBe(server.clientId));
      server.send(pagePush(1000, { score: '1-0' }));
      await eventually(() => expect(h.live.updatedAt).toBe(1000));

      const malformed: unknown[] = [
        'not json',
        '{"type":',
        'null',
        '[1,2,3]',
        '"page_data"',
        { content: { up_time: 9999 } },
        { type: '', content: { up_time: 9999 } },
        { type: 42, content: { up_time: 9999 } },
        { type: 'init', content: {} },
        { type: 'init', content: { client_id: '' } },
        { type: 'page_data', content: { up_time: 'soon', score: 'bad' } },
        { type: 'page_data', content: null },
        { type: 'page_data', content: 'text' },
        { type: 'trend_football_match', content: { trend_data: 'x' } },
        { type: 'trend_basketball_match' },
      ];
      for (const frame of malformed) server.send(frame);
      server.socket.send(Buffer.from([1, 2, 3]), { binary: true });
      server.send(pagePush(2000, { score: '<img src=x onerror=alert(1)>' }));
      await eventually(() => expect(h.live.updatedAt).toBe(2000));

      expect(h.live.state).toBe('open');
      expect(h.live.clientId).toBe(server.clientId);
      expect(h.live.trendData).toBeNull();
      expect(h.live.pageData).toMatchObject({ score: '<img src=x onerror=alert(1)>' });
      const drops = h.logger.lines.filter((l) => l.message === '丢弃无效的实时消息');
      expect(drops).toHaveLength(malformed.length + 1);
      expect(thrown).toEqual([]);
    } finally {
      process.off('uncaughtException', onError);
      process.off('unhandledRejection', onError);
    }
  });

  it('validates a push once, against the schema of the scene held', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    const server = await h.ws.connection(1);
    server.send(pagePush(100, { score: 7 }));
    server.send(pagePush(200, { score: '0-0' }));
    await eventually(() => expect(h.live.updatedAt).toBe(200));
    expect(h.live.pageData).toMatchObject({ score: '0-0' });
    expect(h.logger.messages('warn')).toContain('丢弃无效的实时消息');
  });

  it('keeps a real football page only when it has the whole shape of the football scene', async () => {
    h = await startLiveHarness({ scene: footballMatchScene('2058017') });
    await h.live.connect();
    const server = await h.ws.connection(1);
    const page = { ...footballPageFixture(), scene: SCENE };
    server.send({ type: 'page_data', content: { ...page, up_time: 100, tlive: 'not a list' } });
    server.send({ type: 'page_data', content: { ...page, up_time: 200 } });
    await eventually(() => expect(h.live.updatedAt).toBe(200));
    expect(h.live.pageData).toMatchObject({ home_team: { name: '法国' }, up_time: 200 });
  });

  it('keeps the objects of what a push did not change', async () => {
    h = await startLiveHarness({ scene: footballMatchScene('2058017') });
    await h.live.connect();
    const server = await h.ws.connection(1);
    const page = { ...footballPageFixture(), scene: SCENE };
    server.send({ type: 'page_data', content: { ...page, up_time: 100 } });
    await eventually(() => expect(h.live.updatedAt).toBe(100));
    const first = h.live.pageData as typeof page & { up_time: number };
    const scored = { ...page.home_team, score: 1 };
    server.send({ type: 'page_data', content: { ...page, home_team: scored, up_time: 200 } });
    await eventually(() => expect(h.live.updatedAt).toBe(200));
    const second = h.live.pageData as typeof page & { up_time: number };
    expect(second.home_team.score).toBe(1);
    expect(second.away_team).toBe(first.away_team);
    expect(second.incidents).toBe(first.incidents);
    expect(second.home_team).not.toBe(first.home_team);
  });

  it('keeps a throwing listener away from the socket', async () => {
    h = await startLiveHarness();
    h.live.on('pageData', () => {
      throw new Error('render failed');
    });
    const seen: number[] = [];
    h.live.on('pageData', (page) => seen.push(page?.up_time ?? -1));
    await h.live.connect();
    const server = await h.ws.connection(1);
    server.send(pagePush(1));
    server.send(pagePush(2));
    await eventually(() => expect(seen).toEqual([1, 2]));
    expect(h.live.state).toBe('open');
    expect(h.logger.messages('error')).toHaveLength(2);
  });
});

describe('LiveSocket never runs a match backwards', () => {
  let h: LiveHarness;

  afterEach(async () => {
    await h.stop();
  });

  /** A football page push of the 2018 final at a given score and status. */
  function finalPush(
    upTime: number,
    home: number,
    away: number,
    status: number,
    revision?: number,
  ) {
    const page = footballPageFixture();
    return {
      type: 'page_data',
      content: {
        ...page,
        scene: SCENE,
        up_time: upTime,
        status_id: status,
        home_team: { ...page.home_team, score: home },
        away_team: { ...page.away_team, score: away },
        ...(revision === undefined ? {} : { revision }),
      },
    };
  }

  it('refuses a newer push whose score or status goes back, and logs it', async () => {
    h = await startLiveHarness({ scene: footballMatchScene('2058017') });
    await h.live.connect();
    const server = await h.ws.connection(1);
    server.send(finalPush(1000, 4, 2, 4, 0));
    await eventually(() => expect(h.live.updatedAt).toBe(1000));
    server.send(finalPush(2000, 3, 1, 4, 0));
    server.send(finalPush(3000, 4, 2, 2, 0));
    server.send(finalPush(4000, 4, 1, 4));
    server.send(finalPush(5000, 4, 2, 4, 0));
    await eventually(() => expect(h.live.updatedAt).toBe(5000));
    const drops = h.logger.lines.filter(
      (line) =>
        line.message === '丢弃无效的实时消息' &&
        String((line.detail as { reason?: string })?.reason).startsWith('backwards'),
    );
    expect(drops).toHaveLength(3);
  });

  it('takes a page that goes back when its revision is higher: a correction or a new run', async () => {
    h = await startLiveHarness({ scene: footballMatchScene('2058017') });
    await h.live.connect();
    const server = await h.ws.connection(1);
    server.send(finalPush(1000, 4, 2, 4, 0));
    await eventually(() => expect(h.live.updatedAt).toBe(1000));
    server.send(finalPush(2000, 0, 0, 1, 1));
    await eventually(() => expect(h.live.updatedAt).toBe(2000));
    expect(h.live.pageData).toMatchObject({ status_id: 1, home_team: { score: 0 } });
    server.send(finalPush(3000, 1, 0, 2, 1));
    await eventually(() => expect(h.live.updatedAt).toBe(3000));
    // A page of the old revision that goes back is refused.
    server.send(finalPush(3500, 0, 0, 1, 0));
    server.send(finalPush(4000, 1, 0, 2, 1));
    await eventually(() => expect(h.live.updatedAt).toBe(4000));
    expect(h.logger.lines.filter((line) => line.message === '丢弃无效的实时消息')).toHaveLength(1);
  });
});
