import type { TrendContent } from '@kanqiu/core/contract';
import { atom } from 'jotai/vanilla';
import type { LivePage, SocketState } from '../socket/live-socket-options';

/** The live socket's state (seed §4): idle, connecting, open, closed. */
export const socketStateAtom = atom<SocketState>('idle');
socketStateAtom.debugLabel = 'kanqiu/socketState';

/** The `client_id` of the current connection; `null` before `init`. */
export const clientIdAtom = atom<string | null>(null);
clientIdAtom.debugLabel = 'kanqiu/clientId';

/** The newest page data of the page's scene; read it typed with `usePageData<T>()`. */
export const pageDataAtom = atom<LivePage | null>(null);
pageDataAtom.debugLabel = 'kanqiu/pageData';

/** The newest trend data. */
export const trendDataAtom = atom<TrendContent | null>(null);
trendDataAtom.debugLabel = 'kanqiu/trendData';

/** The request-fail flag: true after a network failure, false after any response (seed §4, §8). */
export const requestFailAtom = atom(false);
requestFailAtom.debugLabel = 'kanqiu/requestFail';

/** Whether adverts may show; the host's `unshowAdv` and the close button turn it off (seed §4). */
export const showAdvAtom = atom(true);
showAdvAtom.debugLabel = 'kanqiu/showAdv';
