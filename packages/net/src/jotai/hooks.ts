import type { PageDataBase, TrendContent } from '@kanqiu/core/contract';
import { useAtomValueRawSync } from 'jotai/react';
import type { LivePage, SocketState } from '../socket/live-socket-options';
import {
  clientIdAtom,
  pageDataAtom,
  requestFailAtom,
  showAdvAtom,
  socketStateAtom,
  trendDataAtom,
} from './atoms';
import type { NetStore } from './bind-net-store';

/** Which store a hook reads; the nearest `<Provider>`'s when omitted. */
export interface NetHookOptions {
  store?: NetStore;
}

// These atoms are written from outside React (socket frames, network events). jotai 3's
// `useAtomValue` subscribes after the first render, so a write in between could be missed;
// `useAtomValueRawSync` reads through `useSyncExternalStore`, which catches it.

/** The live socket's state. */
export function useSocketState(options?: NetHookOptions): SocketState {
  return useAtomValueRawSync(socketStateAtom, options);
}

/** The `client_id` of the current connection. */
export function useClientId(options?: NetHookOptions): string | null {
  return useAtomValueRawSync(clientIdAtom, options);
}

/** The newest page data; `T` is the page's scene-specific shape. */
export function usePageData<T extends LivePage = PageDataBase>(options?: NetHookOptions): T | null {
  return useAtomValueRawSync(pageDataAtom, options) as T | null;
}

/** The newest trend data. */
export function useTrendData(options?: NetHookOptions): TrendContent | null {
  return useAtomValueRawSync(trendDataAtom, options);
}

/** The request-fail flag. */
export function useRequestFailed(options?: NetHookOptions): boolean {
  return useAtomValueRawSync(requestFailAtom, options);
}

/** Whether adverts may show. */
export function useShowAdv(options?: NetHookOptions): boolean {
  return useAtomValueRawSync(showAdvAtom, options);
}
