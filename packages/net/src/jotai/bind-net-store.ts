import type { PageDataBase } from '@kanqiu/core/contract';
import type { createStore } from 'jotai/vanilla';
import type { HttpClient } from '../http/http-client';
import type { LiveSocket } from '../socket/live-socket';
import type { LivePage } from '../socket/live-socket-options';
import {
  clientIdAtom,
  pageDataAtom,
  requestFailAtom,
  socketStateAtom,
  trendDataAtom,
} from './atoms';

/** A jotai store, as `createStore()` makes it. */
export type NetStore = ReturnType<typeof createStore>;

/** What {@link bindNetStore} mirrors into the store. */
export interface NetStoreSources<TPage extends LivePage = PageDataBase> {
  /** Its request-fail flag goes to `requestFailAtom`. */
  client?: HttpClient;
  /** Its state, `client_id`, page data and trend data go to their atoms. */
  socket?: LiveSocket<TPage>;
}

/**
 * Mirrors the client and the socket manager into the atoms of `store`, from outside React: the
 * current values at once, then every change. Returns the function that stops mirroring.
 *
 * @example
 * const store = createStore();
 * const unbind = bindNetStore(store, { client, socket: live });
 * root.render(<Provider store={store}><App /></Provider>);
 */
export function bindNetStore<TPage extends LivePage>(
  store: NetStore,
  sources: NetStoreSources<TPage>,
): () => void {
  const stops: Array<() => void> = [];
  const { client, socket } = sources;
  if (client) {
    store.set(requestFailAtom, client.requestFailed);
    stops.push(client.on('requestFail', (failed) => store.set(requestFailAtom, failed)));
  }
  if (socket) {
    store.set(socketStateAtom, socket.state);
    store.set(clientIdAtom, socket.clientId);
    store.set(pageDataAtom, socket.pageData);
    store.set(trendDataAtom, socket.trendData);
    stops.push(
      socket.on('state', (state) => store.set(socketStateAtom, state)),
      socket.on('clientId', (id) => store.set(clientIdAtom, id)),
      socket.on('pageData', (page) => store.set(pageDataAtom, page)),
      socket.on('trend', (trend) => store.set(trendDataAtom, trend)),
    );
  }
  return () => {
    for (const stop of stops) stop();
  };
}
