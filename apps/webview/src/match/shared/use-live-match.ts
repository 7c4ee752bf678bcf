import type { ScenePageBase, ScenePush, SceneSpec, TrendContent } from '@kanqiu/core/contract/base';
import { type BasketballMatchPage, basketballMatchScene } from '@kanqiu/core/contract/basketball';
import { type FootballMatchPage, footballMatchScene } from '@kanqiu/core/contract/football';
import type { SocketState } from '@kanqiu/net';
import { useScenePage, useSceneTrend, useSocketState } from '@kanqiu/net/jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { readLastSeen, writeLastSeen } from '../../app/last-seen';
import { useServices } from '../../app/services-context';
import { usePageReload } from '../../app/use-page-reload';

/**
 * How long a live page waits for its first data before it offers to reload: a socket that opens but
 * never delivers (a subscribe call lost on the way) must not leave the fan on a skeleton.
 */
export const FIRST_DATA_PATIENCE_MS = 10_000;

/**
 * Shortest time between two writes of a scene's page to the last-seen cache: pushes come every few
 * seconds, and what an offline fan reads needs to be recent, not every push.
 */
export const SCENE_LAST_SEEN_WRITE_MS = 5_000;

/** What a live page (live, facts, exponent) works with. */
export interface LiveMatch<TPage extends ScenePageBase> {
  /**
   * The newest push of the page's scene, validated by the socket; until one arrives, the scene's
   * last-seen page of an earlier visit (docs/offline.md); `null` when there is neither.
   */
  page: ScenePush<TPage> | null;
  trend: TrendContent | null;
  state: SocketState;
  /** No data, and none coming: the socket closed, or nothing arrived within the patience. */
  failed: boolean;
  /** The app's refresh: reopens the socket once, which reloads the scene (pull, reload links). */
  refresh: () => Promise<void>;
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
  const livePage = useScenePage(spec);
  const cacheKey = spec ? `scene:${spec.scene}` : null;
  const cached = useMemo(
    () => (cacheKey ? readLastSeen<ScenePush<TPage>>(cacheKey) : null),
    [cacheKey],
  );
  const page = livePage ?? cached?.data ?? null;
  const written = useRef({ at: 0, page: null as ScenePush<TPage> | null, pageAt: 0 });
  useEffect(() => {
    if (!livePage || !cacheKey) return;
    const now = Date.now();
    written.current.page = livePage;
    written.current.pageAt = now;
    if (now - written.current.at < SCENE_LAST_SEEN_WRITE_MS) return;
    written.current.at = now;
    writeLastSeen(cacheKey, livePage, now);
  }, [livePage, cacheKey]);
  // The newest page is kept when the fan leaves, whatever the throttle skipped.
  useEffect(() => {
    if (!cacheKey) return;
    const last = written.current;
    return () => {
      if (last.page) writeLastSeen(cacheKey, last.page, last.pageAt);
      last.page = null;
      last.at = 0;
    };
  }, [cacheKey]);
  const showsCache = livePage === null && cached !== null;
  useEffect(() => {
    if (!showsCache || !cacheKey || !cached) return;
    return staleData.show(cacheKey, cached.at);
  }, [staleData, showsCache, cacheKey, cached]);
  const trend = useSceneTrend(spec);
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

  const hasPage = page !== null;
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
  return { page, trend, state, failed: !hasPage && (closed || waitedTooLong), refresh };
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
