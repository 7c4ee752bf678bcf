import type { ScenePageBase, ScenePush, SceneSpec, TrendContent } from '@kanqiu/core/contract/base';
import { type BasketballMatchPage, basketballMatchScene } from '@kanqiu/core/contract/basketball';
import { type FootballMatchPage, footballMatchScene } from '@kanqiu/core/contract/football';
import type { AnyScenePush, SocketState } from '@kanqiu/net';
import { useScenePageSelect, useSceneTrend, useSocketState } from '@kanqiu/net/jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readLastSeen, writeLastSeen } from '../../app/last-seen';
import { useServices } from '../../app/services-context';
import { usePageReload } from '../../app/use-page-reload';

/**
 * How long a live page waits for its first data before it offers to reload: a socket that opens but
 * never delivers (a subscribe call lost on the way) must not leave the fan on a skeleton.
 */
export const FIRST_DATA_PATIENCE_MS = 10_000;

/**
 * Shortest time between two writes of a scene's page to the last-seen cache while the page is in
 * view. A write serialises the whole page (17 KB of football, 37 KB of basketball), which cost a
 * push that paid for it more than the rest of that push at 4× CPU (docs/performance.md, "fifth
 * pass"); the page is also written whenever it goes out of view and when the fan leaves it, which
 * is when an offline fan's next visit will read it.
 */
export const SCENE_LAST_SEEN_WRITE_MS = 30_000;

/**
 * Where the parts of a live page read its data: {@link useLivePage} and {@link useLiveField} subscribe
 * a part to the page or to one field of it, so a push renders only the parts that show what changed.
 * Keeps its identity while the scene does.
 */
export interface LivePageSource<TPage extends ScenePageBase> {
  spec: SceneSpec<TPage> | null;
  /** The scene's last-seen page of an earlier visit (docs/offline.md), shown until a push arrives. */
  cached: ScenePush<TPage> | null;
  /**
   * Calls `listener` when a push of the scene arrives, before any part of the page renders it (the
   * layout on screen is still the one before the push). Returns the function that stops.
   */
  onPush: (listener: () => void) => () => void;
}

/** What a live page (live, facts, exponent) works with. */
export interface LiveMatch<TPage extends ScenePageBase> {
  /**
   * Whether there is a page to show: a push of the scene, validated by the socket, or until one
   * arrives the scene's last-seen page. Changes once, not with every push: the component holding the
   * match does not render again on a push; the parts that show the page read it from `source`.
   */
  hasPage: boolean;
  source: LivePageSource<TPage>;
  state: SocketState;
  /** No data, and none coming: the socket closed, or nothing arrived within the patience. */
  failed: boolean;
  /** The app's refresh: reopens the socket once, which reloads the scene (pull, reload links). */
  refresh: () => Promise<void>;
}

function isHeld(page: unknown): boolean {
  return page !== null;
}

function wholePage<T>(page: T): T {
  return page;
}

/**
 * What `select` makes of the newest page of `source` (a push, or the last-seen page until one
 * arrives; `null` when there is neither). The calling component renders again only when that value
 * changes: return a field of the page or a value made from it, never a new object, and pass a
 * `select` that keeps its identity (declared outside the component, or `useCallback`).
 */
export function useLiveField<TPage extends ScenePageBase, TValue>(
  source: LivePageSource<TPage>,
  select: (page: ScenePush<TPage> | null) => TValue,
): TValue {
  const { cached } = source;
  const withCache = useCallback(
    (page: ScenePush<TPage> | null) => select(page ?? cached),
    [select, cached],
  );
  return useScenePageSelect(source.spec, withCache);
}

/** The newest page of `source`; the calling component renders again on every push. */
export function useLivePage<TPage extends ScenePageBase>(
  source: LivePageSource<TPage>,
): ScenePush<TPage> | null {
  return useLiveField(source, wholePage);
}

/** The newest trend push of `source`'s scene; `null` until one arrives. */
export function useLiveTrend(source: LivePageSource<ScenePageBase>): TrendContent | null {
  return useSceneTrend(source.spec);
}

/**
 * A page that holds a live scene (docs/behaviour.md §2: the live, exponent and facts pages): takes
 * the socket for `spec` while mounted and leaves it (scene cleared, socket closed) when it goes;
 * tells the host which match is open (`getMatchId`); says when loading failed.
 *
 * Pass a spec that keeps its identity while the match id does (`useMemo`).
 */
export function useLiveMatch<TPage extends ScenePageBase>(
  spec: SceneSpec<TPage> | null,
  matchId: string | null,
): LiveMatch<TPage> {
  const { live, bridge, refresh, staleData, sceneFailures } = useServices();
  const hasLivePage = useScenePageSelect(spec, isHeld);
  const cacheKey = spec ? `scene:${spec.scene}` : null;
  const cached = useMemo(
    () => (cacheKey ? readLastSeen<ScenePush<TPage>>(cacheKey) : null),
    [cacheKey],
  );
  const source = useMemo<LivePageSource<TPage>>(
    () => ({
      spec,
      cached: cached?.data ?? null,
      onPush: (listener) =>
        live.on('pageData', (page) => {
          if (page && spec && live.scene?.scene === spec.scene) listener();
        }),
    }),
    [live, spec, cached],
  );
  // Written from the socket's pushes rather than from a render: the page's top does not render on
  // a push. The newest page is kept when it goes out of view and when the fan leaves, whatever the
  // throttle skipped.
  useEffect(() => {
    if (!spec || !cacheKey) return;
    const written = { at: 0, page: null as AnyScenePush | null, pageAt: 0 };
    const keep = (page: AnyScenePush | null) => {
      if (!page || live.scene?.scene !== spec.scene) return;
      const now = Date.now();
      written.page = page;
      written.pageAt = now;
      if (now - written.at < SCENE_LAST_SEEN_WRITE_MS) return;
      written.at = now;
      writeLastSeen(cacheKey, page, now);
    };
    keep(live.pageData);
    const stop = live.on('pageData', keep);
    const save = () => {
      if (written.page) writeLastSeen(cacheKey, written.page, written.pageAt);
    };
    const saveHidden = () => {
      if (document.hidden) save();
    };
    document.addEventListener('visibilitychange', saveHidden);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', saveHidden);
      save();
    };
  }, [live, spec, cacheKey]);
  const showsCache = !hasLivePage && cached !== null;
  useEffect(() => {
    if (!showsCache || !cacheKey || !cached) return;
    return staleData.show(cacheKey, cached.at);
  }, [staleData, showsCache, cacheKey, cached]);
  const state = useSocketState();
  const [waitedTooLong, setWaitedTooLong] = useState(false);

  useEffect(() => {
    if (!spec) return;
    live.open(spec).catch(() => undefined);
    return () => live.leave();
  }, [live, spec]);

  useEffect(() => {
    if (matchId) bridge.getMatchId(matchId);
  }, [bridge, matchId]);

  const hasPage = hasLivePage || cached !== null;
  useEffect(() => {
    setWaitedTooLong(false);
    if (hasPage) return;
    const timer = setTimeout(() => setWaitedTooLong(true), FIRST_DATA_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [hasPage]);

  // A subscribe that failed brings no page over this socket: no use waiting out the patience.
  useEffect(() => {
    if (!spec) return;
    return sceneFailures.subscribe((scene) => {
      if (scene === spec.scene) setWaitedTooLong(true);
    });
  }, [sceneFailures, spec]);

  // The scene's data comes over the socket; a refresh only restarts the patience.
  usePageReload(() => {
    setWaitedTooLong(false);
    return undefined;
  });
  // A closed socket counts only once this page holds it (the previous page's socket may have closed).
  const closed = state === 'closed' && live.scene?.scene === spec?.scene;
  return { hasPage, source, state, failed: !hasPage && (closed || waitedTooLong), refresh };
}

/** The live and facts pages of a football match. */
export function useLiveFootballMatch(matchId: string | null): LiveMatch<FootballMatchPage> {
  const spec = useMemo(() => (matchId ? footballMatchScene(matchId) : null), [matchId]);
  return useLiveMatch(spec, matchId);
}

/** The live and facts pages of a basketball game. */
export function useLiveBasketballMatch(matchId: string | null): LiveMatch<BasketballMatchPage> {
  const spec = useMemo(() => (matchId ? basketballMatchScene(matchId) : null), [matchId]);
  return useLiveMatch(spec, matchId);
}
