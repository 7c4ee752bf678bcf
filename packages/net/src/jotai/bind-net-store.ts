import type { HttpClient } from '../http/http-client';
import type { LiveSocket } from '../socket/live-socket';
import { clientIdAtom, requestFailAtom, showAdvAtom, socketStateAtom } from './atoms';
import { bindScene, type NetStore } from './scene-atoms';

/** What {@link bindNetStore} mirrors into the store. */
export interface NetStoreSources {
  /** Its request-fail flag. */
  client?: HttpClient;
  /** Its state, `client_id`, and the page and trend of the scene held. */
  socket?: LiveSocket;
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
export function bindNetStore(store: NetStore, sources: NetStoreSources): () => void {
  const stops: Array<() => void> = [];
  const { client, socket } = sources;
  if (client) {
    store.set(requestFailAtom, client.requestFailed);
    stops.push(client.on('requestFail', (failed) => store.set(requestFailAtom, failed)));
  }
  if (socket) {
    store.set(socketStateAtom, socket.state);
    store.set(clientIdAtom, socket.clientId);
    stops.push(
      socket.on('state', (state) => store.set(socketStateAtom, state)),
      socket.on('clientId', (id) => store.set(clientIdAtom, id)),
      bindScene(store, socket),
    );
  }
  return () => {
    for (const stop of stops) stop();
  };
}

/** Hides the adverts for the rest of the app's run (the host's `unshowAdv`, a banner's close). */
export function hideAdverts(store: NetStore): void {
  store.set(showAdvAtom, false);
}
