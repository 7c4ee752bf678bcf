import { matchScene } from '@kanqiu/core';
import type { FootballMatchPage, TrendContent } from '@kanqiu/core/contract';
import type { SocketState } from '@kanqiu/net';
import { useCallback, useEffect, useState } from 'react';
import { usePageRefresh } from '../app/page-refresh';
import { useServices } from '../app/services-context';
import { useLiveScene } from '../app/use-live-scene';
import { useFootballPage } from './use-football-page';

/**
 * How long a live page waits for its first data before it offers to reload: a socket that opens but
 * never delivers (a subscribe call lost on the way) must not leave the fan on a skeleton.
 */
export const FIRST_DATA_PATIENCE_MS = 10_000;

/** What a live football page (live, facts) works with. */
export interface LiveFootballMatch {
  page: FootballMatchPage | null;
  trend: TrendContent | null;
  state: SocketState;
  /** No data, and none coming: the socket closed, or nothing arrived within the patience. */
  failed: boolean;
  /** Reopens the socket, which reloads the page (pull-to-refresh, the host's refresh, reload links). */
  refresh: () => Promise<void>;
}

/**
 * A football match page on the live socket: subscribes the match scene while mounted, tells the host
 * which match is open (`getMatchId`), registers the page's refresh, and says when loading failed.
 */
export function useLiveFootballMatch(matchId: string | null): LiveFootballMatch {
  const {
    page: raw,
    trend,
    state,
  } = useLiveScene(matchId ? matchScene('football', matchId) : null);
  const page = useFootballPage(raw);
  const { live, bridge } = useServices();
  const [waitedTooLong, setWaitedTooLong] = useState(false);

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

  const refresh = useCallback(() => {
    setWaitedTooLong(false);
    return live.reconnect().catch(() => undefined);
  }, [live]);
  usePageRefresh(refresh);
  return { page, trend, state, failed: !hasPage && (state === 'closed' || waitedTooLong), refresh };
}
