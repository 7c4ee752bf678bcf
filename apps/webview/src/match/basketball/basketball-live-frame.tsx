import type { BasketballMatchPage } from '@kanqiu/core/contract/basketball';
import type { ReactNode } from 'react';
import { LiveMatchFrame } from '../shared/live-match-frame';
import type { BasketballMatchPageKey } from '../shared/match-subnav';
import type { LiveMatch } from '../shared/use-live-match';
import { BasketballLiveHeader } from './basketball-live-header';
import './basketball.css';

/** The frame of a live basketball page (live, facts): the live frame with the basketball header. */
export function BasketballLiveFrame({
  title,
  current,
  matchId,
  match,
  skeletonRows,
  children,
}: {
  title: string;
  current: BasketballMatchPageKey;
  matchId: string | null;
  match: LiveMatch<BasketballMatchPage>;
  skeletonRows: number;
  children: (page: BasketballMatchPage) => ReactNode;
}) {
  return (
    <LiveMatchFrame
      title={title}
      sport="basketball"
      current={current}
      matchId={matchId}
      match={match}
      header={(page, socket) => <BasketballLiveHeader page={page} socket={socket} />}
      skeletonRows={skeletonRows}
      headerSlot="basketball"
    >
      {children}
    </LiveMatchFrame>
  );
}
