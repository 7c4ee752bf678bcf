import { footballMatchScene } from '@kanqiu/core/contract/football';
import { afterEach, describe, expect, it } from 'vitest';
import { scenePatcher } from '../patches/index';
import { eventually } from './helpers/eventually';
import { footballPageFixture } from './helpers/football-page';
import { type LiveHarness, SCENE, startLiveHarness } from './helpers/live-harness';

type Page = ReturnType<typeof footballPageFixture> & { up_time: number };

const line = (id: number, data: string) => ({
  id,
  type: 1,
  minute_text: `${id}'`,
  position: 1,
  main: true,
  data,
});

const patch = (base: number, upTime: number, ops: unknown[]) => ({
  type: 'page_patch',
  content: { ops, scene: SCENE, base_up_time: base, up_time: upTime },
});

describe('LiveSocket page patches', () => {
  let h: LiveHarness;

  afterEach(async () => {
    await h.stop();
  });

  /** A socket that asked for patches and holds the whole fixture page stamped 100. */
  async function holding(): Promise<{ first: Page; send: (frame: unknown) => void }> {
    h = await startLiveHarness({ scene: footballMatchScene('2058017'), patches: scenePatcher });
    await h.live.connect();
    const server = await h.ws.connection(1);
    const page = { ...footballPageFixture(), scene: SCENE, tlive: [line(1, '比赛开始')] };
    server.send({ type: 'page_data', content: { ...page, up_time: 100 } });
    await eventually(() => expect(h.live.updatedAt).toBe(100));
    await eventually(() => expect(h.subscriptions()).toHaveLength(1));
    return { first: h.live.pageData as Page, send: (frame) => server.send(frame) };
  }

  it('asks for patches on the socket address only once it holds a patcher', async () => {
    h = await startLiveHarness({ scene: footballMatchScene('2058017'), patches: scenePatcher });
    await h.live.connect();
    expect((await h.ws.connection(1)).path).toBe('/?patch=1');
    await h.stop();
    h = await startLiveHarness({
      scene: footballMatchScene('2058017'),
      patches: Promise.resolve(scenePatcher),
    });
    await Promise.resolve();
    await h.live.connect();
    expect((await h.ws.connection(1)).path).toBe('/?patch=1');
    await h.stop();
    h = await startLiveHarness({ scene: footballMatchScene('2058017') });
    await h.live.connect();
    expect((await h.ws.connection(1)).path).toBe('/');
  });

  it('waits for patch code still loading, so the first socket asks for patches too', async () => {
    let loaded: (patcher: typeof scenePatcher) => void = () => undefined;
    h = await startLiveHarness({
      scene: footballMatchScene('2058017'),
      patches: new Promise((resolve) => {
        loaded = resolve;
      }),
    });
    const opened = h.live.connect();
    setTimeout(() => loaded(scenePatcher), 50);
    await opened;
    expect((await h.ws.connection(1)).path).toBe('/?patch=1');
  });

  it('applies a patch to the page held, keeping the objects of everything it did not touch', async () => {
    const { first, send } = await holding();
    send(
      patch(100, 200, [
        { op: 'set', path: ['home_team', 'score'], value: 1 },
        { op: 'set', path: ['minute'], value: 19 },
        { op: 'append', path: ['tlive'], items: [line(19, '进球！姆班佩')] },
      ]),
    );
    await eventually(() => expect(h.live.updatedAt).toBe(200));
    const second = h.live.pageData as Page;
    expect(second).toEqual({
      ...first,
      up_time: 200,
      minute: 19,
      home_team: { ...first.home_team, score: 1 },
      tlive: [line(1, '比赛开始'), line(19, '进球！姆班佩')],
    });
    expect(second.away_team).toBe(first.away_team);
    expect(second.incidents).toBe(first.incidents);
    expect(second.stats).toBe(first.stats);
    expect(second.tlive[0]).toBe(first.tlive[0]);
    expect(h.subscriptions()).toHaveLength(1);
  });

  it('checks the values a patch brings against the schema at their path', async () => {
    const { first, send } = await holding();
    send(patch(100, 200, [{ op: 'append', path: ['tlive'], items: [{ id: 'x', data: 3 }] }]));
    await eventually(() => expect(h.subscriptions()).toHaveLength(2));
    expect(h.live.pageData).toBe(first);
    expect(h.logger.messages('warn')).toContain('丢弃无效的实时消息');
  });

  it('validates the whole page when a path has no schema of its own', async () => {
    const { first, send } = await holding();
    send(patch(100, 200, [{ op: 'remove', path: ['tlive'] }]));
    await eventually(() => expect(h.subscriptions()).toHaveLength(2));
    expect(h.live.pageData).toBe(first);
    send(patch(100, 300, [{ op: 'set', path: ['status_label'], value: '中场' }]));
    await eventually(() => expect(h.live.updatedAt).toBe(300));
    expect(h.live.pageData).toMatchObject({ status_label: '中场', home_team: first.home_team });
  });

  it('asks for the whole page again when a patch is not for the page held, and keeps it', async () => {
    const { first, send } = await holding();
    send(patch(150, 200, [{ op: 'set', path: ['minute'], value: 9 }]));
    await eventually(() => expect(h.subscriptions()).toHaveLength(2));
    expect(h.live.pageData).toBe(first);
    expect(h.subscriptions().at(-1)).toMatchObject({ scene: SCENE });
  });

  it('asks for the whole page again when a patch does not fit the page', async () => {
    const { first, send } = await holding();
    send(patch(100, 200, [{ op: 'set', path: ['nowhere', 'x'], value: 1 }]));
    await eventually(() => expect(h.subscriptions()).toHaveLength(2));
    send({ type: 'page_patch', content: { ops: 'all', scene: SCENE } });
    await eventually(() => expect(h.subscriptions()).toHaveLength(3));
    expect(h.live.pageData).toBe(first);
  });

  it('ignores a patch it already has, and one that takes the score back', async () => {
    const { first, send } = await holding();
    send(patch(50, 100, [{ op: 'set', path: ['minute'], value: 1 }]));
    send(patch(100, 200, [{ op: 'set', path: ['home_team', 'score'], value: 2 }]));
    await eventually(() => expect(h.live.updatedAt).toBe(200));
    send(patch(200, 300, [{ op: 'set', path: ['home_team', 'score'], value: 1 }]));
    send(patch(200, 400, [{ op: 'set', path: ['minute'], value: 30 }]));
    await eventually(() => expect(h.live.updatedAt).toBe(400));
    expect(h.live.pageData).toMatchObject({ minute: 30, home_team: { score: 2 } });
    expect((h.live.pageData as Page).away_team).toBe(first.away_team);
    expect(h.subscriptions()).toHaveLength(1);
  });
});
