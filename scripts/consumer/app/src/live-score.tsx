import { userSceneCall } from '@kanqiu/core/contract/base';
import { footballMatchScene } from '@kanqiu/core/contract/football';
import { createApi, createHttpClient, LiveSocket } from '@kanqiu/net';
import { bindNetStore, useScenePage, useSocketState } from '@kanqiu/net/jotai';
import { createStore } from 'jotai/vanilla';
import { useEffect, useMemo, useState } from 'react';

/** The wiring of @kanqiu/net's README: one client, one api, one socket, one store. */
function wire(server: string) {
  const client = createHttpClient({ baseUrl: server });
  const api = createApi(client);
  const live = new LiveSocket({
    url: () => `${server.replace(/^http/, 'ws')}/ws`,
    subscribe: (request) => api.call(userSceneCall, request),
  });
  const store = createStore();
  bindNetStore(store, { client, socket: live });
  return { live, store };
}

/** A live score of a football match, pushed by the local server over the socket. */
export function LiveScore({ server, matchId }: { server: string; matchId: string }) {
  const [{ live, store }] = useState(() => wire(server));
  const spec = useMemo(() => footballMatchScene(matchId), [matchId]);
  useEffect(() => {
    live.open(spec).catch(() => undefined);
    return () => live.leave();
  }, [live, spec]);
  const page = useScenePage(spec, { store });
  const state = useSocketState({ store });
  return (
    <section data-testid="live" data-state={state} data-up-time={page?.up_time ?? ''}>
      {page
        ? `${page.home_team.name} ${page.home_team.score} : ${page.away_team.score} ${page.away_team.name} ${page.minute_text}`
        : '等待推送'}
    </section>
  );
}
