import type { Sport } from '@kanqiu/core';
import type { ScenePageBase } from '@kanqiu/core/contract';
import { PullRefresh } from '@kanqiu/ui';
import type { ReactNode } from 'react';
import { MatchPageFrame } from './match-page-frame';
import type { MatchPageKey } from './match-subnav';
import { MATCH_TEXT } from './match-texts';
import { PageContent } from './page-content';
import { Skeleton } from './skeleton';
import type { LiveMatch } from './use-live-match';

/** Props of {@link LiveMatchFrame}. */
export interface LiveMatchFrameProps<TPage extends ScenePageBase> {
  title: string;
  /** Whose tabs the frame shows. @default 'football' */
  sport?: Sport;
  current: MatchPageKey;
  matchId: string | null;
  match: LiveMatch<TPage>;
  /** The score header of a page, with the socket's state for its connection mark. */
  header: (page: TPage, socket: LiveMatch<TPage>['state']) => ReactNode;
  /** Bars of the loading skeleton. */
  skeletonRows: number;
  children: (page: TPage) => ReactNode;
}

/**
 * The frame of a live page (live, facts): the match frame with the score header and its connection
 * mark, pull-to-refresh that reopens the socket, and the loading, failure and content states of the
 * page data.
 */
export function LiveMatchFrame<TPage extends ScenePageBase>({
  title,
  sport,
  current,
  matchId,
  match,
  header,
  skeletonRows,
  children,
}: LiveMatchFrameProps<TPage>) {
  const { page, state, failed, refresh } = match;
  return (
    <MatchPageFrame
      title={title}
      sport={sport}
      current={current}
      matchId={matchId}
      header={page ? header(page, state) : null}
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
