import { matchScene } from '@kanqiu/core';
import type { FootballMatchPage, TrendContent } from '@kanqiu/core/contract';
import type { SocketState } from '@kanqiu/net';
import { useCallback, useEffect } from 'react';
import { usePageRefresh } from '../app/page-refresh';
import { useServices } from '../app/services-context';
import { useLiveScene } from '../app/use-live-scene';
import { useFootballPage } from './use-football-page';

/** What a live football page (live, facts) works with. */
export interface LiveFootballMatch {
  page: FootballMatchPage | null;
  trend: TrendContent | null;
  state: SocketState;
  /** Reopens the socket, which reloads the page (pull-to-refresh, the host's refresh, reload links). */
  refresh: () => Promise<void>;
}

/**
 * A football match page on the live socket: subscribes the match scene while mounted, tells the host
 * which match is open (`getMatchId`), and registers the page's refresh.
 */
export function useLiveFootballMatch(matchId: string | null): LiveFootballMatch {
  const {
    page: raw,
    trend,
    state,
  } = useLiveScene(matchId ? matchScene('football', matchId) : null);
  const page = useFootballPage(raw);
  const { live, bridge } = useServices();

  useEffect(() => {
    if (matchId) bridge.getMatchId(matchId);
  }, [bridge, matchId]);

  const refresh = useCallback(() => live.reconnect().catch(() => undefined), [live]);
  usePageRefresh(refresh);
  return { page, trend, state, refresh };
}
