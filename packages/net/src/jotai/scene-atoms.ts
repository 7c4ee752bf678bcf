import type { ScenePageBase, ScenePush, SceneSpec, TrendContent } from '@kanqiu/core/contract/base';
import { useAtomValueRawSync } from 'jotai/react';
import { atom, type createStore } from 'jotai/vanilla';
import type { LiveSocket } from '../socket/live-socket';
import type { AnyScenePush } from '../socket/live-socket-options';

/** A jotai store, as `createStore()` makes it. */
export type NetStore = ReturnType<typeof createStore>;

/** Which store a hook reads; the nearest `<Provider>`'s when omitted. */
export interface NetHookOptions {
  store?: NetStore;
}

/** A value of the scene held, with the name of that scene. */
interface Held<T> {
  scene: string;
  value: T;
}

/** A value of the scene held, with the name of that scene. @internal */
export type { Held };

/** @internal Written only by `bindScene`; not exported from the package. */
export const scenePageAtom = atom<Held<AnyScenePush> | null>(null);
scenePageAtom.debugLabel = 'kanqiu/scenePage';
/** @internal Written only by `bindScene`; not exported from the package. */
export const sceneTrendAtom = atom<Held<TrendContent> | null>(null);
sceneTrendAtom.debugLabel = 'kanqiu/sceneTrend';

function held<T>(socket: LiveSocket, value: T | null): Held<T> | null {
  const scene = socket.scene?.scene;
  return value === null || !scene ? null : { scene, value };
}

/**
 * Mirrors the socket's page and trend into the store, tagged with the scene they belong to (the
 * socket validated each push against that scene's schema). Returns the function that stops.
 */
export function bindScene(store: NetStore, socket: LiveSocket): () => void {
  store.set(scenePageAtom, held(socket, socket.pageData));
  store.set(sceneTrendAtom, held(socket, socket.trendData));
  const stops = [
    socket.on('pageData', (page) => store.set(scenePageAtom, held(socket, page))),
    socket.on('trend', (trend) => store.set(sceneTrendAtom, held(socket, trend))),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

// The atoms are written from outside React (socket frames). jotai 3's `useAtomValue` subscribes
// after the first render, so a write in between could be missed; `useAtomValueRawSync` reads
// through `useSyncExternalStore`, which catches it.

/**
 * The newest push of `spec`'s scene, typed by its schema; `null` until one arrives, and whenever the
 * socket holds another scene.
 */
export function useScenePage<TPage extends ScenePageBase>(
  spec: SceneSpec<TPage> | null,
  options?: NetHookOptions,
): ScenePush<TPage> | null {
  const current = useAtomValueRawSync(scenePageAtom, options);
  if (!spec || current?.scene !== spec.scene) return null;
  // Invariant: the feed kept this page only after it passed the push schema of the scene it is
  // tagged with, and a scene name has exactly one schema (`@kanqiu/core/contract`'s scene specs).
  return current.value as ScenePush<TPage>;
}

/** The newest trend push of `spec`'s scene; `null` until one arrives. */
export function useSceneTrend(
  spec: SceneSpec<ScenePageBase> | null,
  options?: NetHookOptions,
): TrendContent | null {
  const current = useAtomValueRawSync(sceneTrendAtom, options);
  return spec && current?.scene === spec.scene ? current.value : null;
}
