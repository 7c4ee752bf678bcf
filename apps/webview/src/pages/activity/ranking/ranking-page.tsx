import { cheerRankingCall } from '@kanqiu/core/contract/user';
import { PullRefresh, Tabs } from '@kanqiu/ui';
import { useState } from 'react';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { PageContent } from '../../../match/shared/page-content';
import { Skeleton } from '../../../match/shared/skeleton';
import { useMatchId } from '../../../routing/query';
import { PageFrame } from '../../../shell/page-frame';
import { SignInNotice } from '../../../user/sign-in-notice';
import { needsSignIn, refusalOf } from '../../../user/user-refusal';
import { useTokenStatus } from '../../../user/user-token';
import { ActivityNav } from '../activity-nav';
import { ACTIVITY_TEXT } from '../activity-texts';
import { FanRankTable, TeamRankTable } from './ranking-tables';
import '../../../match/shared/match.css';
import '../../../user/user.css';
import '../activity.css';

/**
 * `/pages/activity/rankingList/rankingList` (`?match_id=` for one match): teams and fans ranked by
 * cheers in sortable tables, the caller's own row pinned above them even when it is not among the
 * top 50.
 */
export function RankingPage() {
  const matchId = useMatchId();
  const token = useTokenStatus();
  const { refresh } = useServices();
  const [tab, setTab] = useState(0);
  const ranking = useCall(
    cheerRankingCall,
    token === 'valid' ? (matchId ? { match_id: matchId } : {}) : null,
  );
  const data = ranking.data;
  const refused = refusalOf(ranking.error);

  return (
    <PageFrame title={ACTIVITY_TEXT.nav.ranking}>
      <PullRefresh onRefresh={refresh}>
        <div className="user-body">
          {token !== 'valid' || needsSignIn(ranking.error) ? (
            <SignInNotice status={token} message={refused?.msg} />
          ) : (
            <PageContent
              hasData={data !== null}
              loading={ranking.loading}
              failed={ranking.error !== null && refused === null}
              empty={data === null && refused !== null}
              emptyText={refused?.msg}
              onReload={() => void refresh()}
              skeleton={<Skeleton rows={9} label={ACTIVITY_TEXT.loadingRanking} />}
            >
              {data ? (
                <>
                  <section
                    className="ranking-me"
                    aria-label={ACTIVITY_TEXT.me}
                    data-testid="ranking-me"
                  >
                    <span className="user-avatar" aria-hidden="true">
                      {data.me.fan_no}
                    </span>
                    <span>
                      <span className="ranking-me__label">{ACTIVITY_TEXT.me}</span>
                      <br />
                      <span className="ranking-me__name">{data.me.name}</span>
                    </span>
                    <span className="ranking-me__rank">
                      <strong>{ACTIVITY_TEXT.meRank(data.me.rank)}</strong>
                      <span>{ACTIVITY_TEXT.meCheers(data.me.cheers)}</span>
                    </span>
                  </section>
                  <p className="ranking-scope">
                    <span>
                      {data.match_id
                        ? ACTIVITY_TEXT.rankingScopeMatch
                        : ACTIVITY_TEXT.rankingScopeAll}
                    </span>
                    <span>{ACTIVITY_TEXT.totalFans(data.total_fans)}</span>
                  </p>
                  <Tabs
                    label={ACTIVITY_TEXT.nav.ranking}
                    items={ACTIVITY_TEXT.rankingTabs}
                    active={tab}
                    onChange={setTab}
                  />
                  {tab === 0 ? <TeamRankTable ranking={data} /> : <FanRankTable ranking={data} />}
                </>
              ) : null}
            </PageContent>
          )}
          <ActivityNav current="ranking" />
        </div>
      </PullRefresh>
    </PageFrame>
  );
}
