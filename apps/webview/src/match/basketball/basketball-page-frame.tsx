import type { ScenePush } from '@kanqiu/core/contract/base';
import type { BasketballMatchPage } from '@kanqiu/core/contract/basketball';
import { PullRefresh } from '@kanqiu/ui';
import { type ReactNode, useEffect } from 'react';
import { useServices } from '../../app/services-context';
import type { RequestState } from '../../app/use-call';
import { MatchPageFrame } from '../shared/match-page-frame';
import type { BasketballMatchPageKey } from '../shared/match-subnav';
import { BasketballHeader } from './basketball-header';
import './basketball.css';

/** Props of {@link BasketballPageFrame}. */
export interface BasketballPageFrameProps {
  title: string;
  current: BasketballMatchPageKey;
  matchId: string | null;
  /** The game's scene over HTTP, for the compact score header. */
  snapshot: RequestState<ScenePush<BasketballMatchPage> | null>;
  children: ReactNode;
}

/**
 * The frame of a basketball page that keeps no socket (statistics, data, gen): the match frame with
 * the compact score header of the game as it is now, and pull-to-refresh that runs the app's refresh
 * (the page's data reload). Tells the host which game is open.
 */
export function BasketballPageFrame({
  title,
  current,
  matchId,
  snapshot,
  children,
}: BasketballPageFrameProps) {
  const { bridge, refresh } = useServices();
  useEffect(() => {
    if (matchId) bridge.getMatchId(matchId);
  }, [bridge, matchId]);
  const header = snapshot.data ? (
    <BasketballHeader page={snapshot.data} compact />
  ) : snapshot.loading ? (
    <div className="match-header match-header--compact bb-header-slot" aria-hidden="true" />
  ) : null;
  return (
    <MatchPageFrame
      title={title}
      sport="basketball"
      current={current}
      matchId={matchId}
      header={header}
      scoreShown={snapshot.data !== null}
    >
      <PullRefresh onRefresh={refresh}>{children}</PullRefresh>
    </MatchPageFrame>
  );
}
