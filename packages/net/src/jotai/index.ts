export {
  clientIdAtom,
  pageDataAtom,
  requestFailAtom,
  showAdvAtom,
  socketStateAtom,
  trendDataAtom,
} from './atoms';
export type { NetStore, NetStoreSources } from './bind-net-store';
export { bindNetStore } from './bind-net-store';
export type { NetHookOptions } from './hooks';
export {
  useClientId,
  usePageData,
  useRequestFailed,
  useShowAdv,
  useSocketState,
  useTrendData,
} from './hooks';
