import type { ScenePageBase, ScenePush, SceneSpec, TrendContent } from '@kanqiu/core/contract/base';
import { useAtomValueRawSync, useStore } from 'jotai/react';
import { atom, type createStore } from 'jotai/vanilla';
import { useCallback, useSyncExternalStore } from 'react';
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

/**
 * One part of the newest push of `spec`'s scene (`null` until one arrives): the component renders
 * again only when what `select` returns changes (`Object.is`), not on every push. Pushes keep the
 * objects of what they did not change, so a selector that returns a field of the page (or a string,
 * number or boolean made from it) lets a part of the page skip the pushes that leave it alone.
 *
 * `select` must return the same value for the same page (no new object or array per call), and keep
 * its identity between renders (a function declared outside the component, or `useCallback`).
 *
 * @example
 * const clock = useScenePageSelect(spec, (page) => page?.clock ?? null);
 */
export function useScenePageSelect<TPage extends ScenePageBase, TValue>(
  spec: SceneSpec<TPage> | null,
  select: (page: ScenePush<TPage> | null) => TValue,
  options?: NetHookOptions,
): TValue {
  const store = useStore(options);
  const scene = spec?.scene ?? null;
  const subscribe = useCallback(
    (onChange: () => void) => store.sub(scenePageAtom, onChange),
    [store],
  );
  const snapshot = useCallback(() => {
    const current = store.get(scenePageAtom);
    // Invariant: as in `useScenePage`, a page is kept only after it passed its scene's schema.
    return select(
      scene !== null && current?.scene === scene ? (current.value as ScenePush<TPage>) : null,
    );
  }, [store, scene, select]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The newest trend push of `spec`'s scene; `null` until one arrives. */
export function useSceneTrend(
  spec: SceneSpec<ScenePageBase> | null,
  options?: NetHookOptions,
): TrendContent | null {
  const current = useAtomValueRawSync(sceneTrendAtom, options);
  return spec && current?.scene === spec.scene ? current.value : null;
}
