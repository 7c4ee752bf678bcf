import type { OddsPage } from '@kanqiu/core/contract';
import { PullRefresh } from '@kanqiu/ui';
import type { ReactNode } from 'react';
import { MatchBanner } from '../match/match-banner';
import { MATCH_TEXT } from '../match/match-texts';
import { PageContent } from '../match/page-content';
import type { LiveMatch } from '../match/use-live-match';
import { NoticePage } from '../shell/notice-page';
import { PageFrame } from '../shell/page-frame';
import { OddsHeader } from './odds-header';
import { OddsSkeleton } from './odds-skeleton';
import { ODDS_TEXT } from './odds-texts';
import '../match/match.css';
import './odds.css';

/** Props of {@link OddsPageFrame}. */
export interface OddsPageFrameProps {
  title: string;
  matchId: string | null;
  match: LiveMatch<OddsPage>;
  /** Tabs to the match's other pages (the sport's own), when there are any. */
  nav?: ReactNode;
  children: (page: OddsPage) => ReactNode;
}

/**
 * The frame of an odds page of either sport: the top bar, the match-detail advert (banner position
 * 2), the compact score header, the match's page tabs, and pull-to-refresh (which reopens the
 * socket) around the loading, failure and content states.
 */
export function OddsPageFrame({ title, matchId, match, nav, children }: OddsPageFrameProps) {
  const { page, state, failed, refresh } = match;
  if (!matchId) {
    return <NoticePage title={title} heading={MATCH_TEXT.noMatch} body={MATCH_TEXT.noMatchBody} />;
  }
  return (
    <PageFrame title={title}>
      <MatchBanner />
      {page ? <OddsHeader page={page} socket={state} /> : null}
      {nav}
      <div className="match-body odds-body">
        <PullRefresh onRefresh={refresh}>
          <PageContent
            hasData={page !== null}
            loading={page === null}
            failed={failed}
            empty={page !== null && page.markets.length === 0}
            emptyText={ODDS_TEXT.empty}
            onReload={() => void refresh()}
            skeleton={<OddsSkeleton />}
          >
            {page ? children(page) : null}
          </PageContent>
        </PullRefresh>
      </div>
    </PageFrame>
  );
}
