// Internal: the atoms are written only by `bindNetStore` (and `hideAdverts`); apps read them through
// the hooks, so no page can write socket or network state by mistake.
import { atom } from 'jotai/vanilla';
import type { SocketState } from '../socket/live-socket-options';

/** The live socket's state: idle, connecting, open, closed. */
export const socketStateAtom = atom<SocketState>('idle');
socketStateAtom.debugLabel = 'kanqiu/socketState';

/** The `client_id` of the current connection; `null` before `init`. */
export const clientIdAtom = atom<string | null>(null);
clientIdAtom.debugLabel = 'kanqiu/clientId';

/** The request-fail flag: true after a network failure, false after any response. */
export const requestFailAtom = atom(false);
requestFailAtom.debugLabel = 'kanqiu/requestFail';

/** Whether adverts may show; the host's `unshowAdv` and the close button turn it off. */
export const showAdvAtom = atom(true);
showAdvAtom.debugLabel = 'kanqiu/showAdv';
