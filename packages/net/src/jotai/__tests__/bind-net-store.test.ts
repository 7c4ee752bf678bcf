import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../../__tests__/helpers/eventually';
import { startHttpServer } from '../../__tests__/helpers/http-test-server';
import {
  HARNESS_SCENE,
  type LiveHarness,
  pagePush,
  startLiveHarness,
} from '../../__tests__/helpers/live-harness';
import { createHttpClient } from '../../index';
import { clientIdAtom, requestFailAtom, showAdvAtom, socketStateAtom } from '../atoms';
import { bindNetStore, hideAdverts } from '../index';
import { scenePageAtom, sceneTrendAtom } from '../scene-atoms';

describe('bindNetStore', () => {
  let h: LiveHarness;

  afterEach(async () => {
    await h.stop();
  });

  it('mirrors the live socket into the atoms of one store', async () => {
    h = await startLiveHarness();
    const store = createStore();
    const unbind = bindNetStore(store, { socket: h.live });
    expect(store.get(socketStateAtom)).toBe('idle');
    expect(store.get(showAdvAtom)).toBe(true);

    await h.live.connect();
    expect(store.get(socketStateAtom)).toBe('open');
    const server = await h.ws.connection(1);
    await eventually(() => expect(store.get(clientIdAtom)).toBe(server.clientId));
    server.send(pagePush(10, { score: '1-0' }));
    const trend = { match_type: 'soccer', trend_count: 1, trend_per: 10, trend_data: [[1]] };
    server.send({ type: 'trend_football_match', content: trend });
    await eventually(() =>
      expect(store.get(sceneTrendAtom)).toEqual({ scene: HARNESS_SCENE.scene, value: trend }),
    );
    expect(store.get(scenePageAtom)).toMatchObject({
      scene: HARNESS_SCENE.scene,
      value: { up_time: 10, score: '1-0' },
    });
    hideAdverts(store);
    expect(store.get(showAdvAtom)).toBe(false);

    await h.live.close();
    expect(store.get(socketStateAtom)).toBe('closed');

    unbind();
    await h.live.connect();
    expect(store.get(socketStateAtom)).toBe('closed');
  });

  it('starts from the current values of a socket that is already open', async () => {
    h = await startLiveHarness();
    await h.live.connect();
    await eventually(() => expect(h.live.clientId).not.toBeNull());
    const store = createStore();
    bindNetStore(store, { socket: h.live });
    expect(store.get(socketStateAtom)).toBe('open');
    expect(store.get(clientIdAtom)).toBe(h.live.clientId);
  });

  it('mirrors the request-fail flag of the HTTP client', async () => {
    h = await startLiveHarness();
    const port = Number(new URL(h.http.origin).port);
    const client = createHttpClient({ baseUrl: h.http.origin, storage: null });
    const store = createStore();
    bindNetStore(store, { client });
    expect(store.get(requestFailAtom)).toBe(false);

    await h.http.close();
    await expect(client.post('/api/x')).rejects.toMatchObject({ kind: 'network' });
    expect(store.get(requestFailAtom)).toBe(true);

    h.http = await startHttpServer(port);
    await expect(client.post('/api/x')).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(store.get(requestFailAtom)).toBe(false);
  });
});
