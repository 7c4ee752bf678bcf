export type { NetStoreSources } from './bind-net-store';
export { bindNetStore, hideAdverts } from './bind-net-store';
export { useClientId, useRequestFailed, useShowAdv, useSocketState } from './hooks';
export type { NetHookOptions, NetStore } from './scene-atoms';
export { useScenePage, useScenePageSelect, useSceneTrend } from './scene-atoms';
