import type { FootballMatchPage } from '@kanqiu/core/contract';
import { PullRefresh } from '@kanqiu/ui';
import type { ReactNode } from 'react';
import { MatchHeader } from './match-header';
import { MatchPageFrame } from './match-page-frame';
import type { FootballMatchPageKey } from './match-subnav';
import { MATCH_TEXT } from './match-texts';
import { PageContent } from './page-content';
import { Skeleton } from './skeleton';
import type { LiveMatch } from './use-live-match';

/** Props of {@link LiveMatchFrame}. */
export interface LiveMatchFrameProps {
  title: string;
  current: FootballMatchPageKey;
  matchId: string | null;
  match: LiveMatch<FootballMatchPage>;
  /** Bars of the loading skeleton. */
  skeletonRows: number;
  children: (page: FootballMatchPage) => ReactNode;
}

/**
 * The frame of a live football page (live, facts): the match frame with the score header and its
 * connection mark, pull-to-refresh that reopens the socket, and the loading, failure and content
 * states of the page data.
 */
export function LiveMatchFrame({
  title,
  current,
  matchId,
  match,
  skeletonRows,
  children,
}: LiveMatchFrameProps) {
  const { page, state, failed, refresh } = match;
  return (
    <MatchPageFrame
      title={title}
      current={current}
      matchId={matchId}
      header={page ? <MatchHeader page={page} socket={state} /> : null}
    >
      <PullRefresh onRefresh={refresh}>
        <PageContent
          hasData={page !== null}
          loading={page === null}
          failed={failed}
          onReload={() => void refresh()}
          skeleton={<Skeleton rows={skeletonRows} label={MATCH_TEXT.loading} />}
        >
          {page ? children(page) : null}
        </PageContent>
      </PullRefresh>
    </MatchPageFrame>
  );
}
