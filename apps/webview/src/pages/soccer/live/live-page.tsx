import { PullRefresh } from '@kanqiu/ui';
import { useCallback, useEffect, useState } from 'react';
import { MatchCard } from '../../../match/match-card';
import { MatchHeader } from '../../../match/match-header';
import { MatchPageFrame } from '../../../match/match-page-frame';
import { MATCH_TEXT } from '../../../match/match-texts';
import { PageContent } from '../../../match/page-content';
import { Skeleton } from '../../../match/skeleton';
import { useLiveFootballMatch } from '../../../match/use-live-football-match';
import { useMatchId } from '../../../routing/query';
import { TextLiveFeed } from './text-live-feed';
import { TrendChart } from './trend-chart';
import './live.css';

/** How long the page waits for its first data before it offers to reload. */
const FIRST_DATA_PATIENCE_MS = 10_000;

/** `/pages/soccer/live/live`: score header, attack-momentum trend and the text-live feed, live. */
export function SoccerLivePage() {
  const matchId = useMatchId();
  const live = useLiveFootballMatch(matchId);
  const { page, trend, state } = live;
  const [waitedTooLong, setWaitedTooLong] = useState(false);

  useEffect(() => {
    setWaitedTooLong(false);
    if (page) return;
    const timer = setTimeout(() => setWaitedTooLong(true), FIRST_DATA_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [page]);

  const reopen = live.refresh;
  const refresh = useCallback(() => {
    setWaitedTooLong(false);
    return reopen();
  }, [reopen]);

  return (
    <MatchPageFrame
      title="文字直播"
      current="live"
      matchId={matchId}
      header={page ? <MatchHeader page={page} socket={state} /> : null}
    >
      <PullRefresh onRefresh={refresh}>
        <PageContent
          hasData={page !== null}
          loading={page === null}
          failed={(state === 'closed' || waitedTooLong) && page === null}
          onReload={() => void refresh()}
          skeleton={<Skeleton rows={8} label={MATCH_TEXT.loading} />}
        >
          {page ? (
            <div className="live-stack">
              <MatchCard title={MATCH_TEXT.trendTitle}>
                {trend?.trend_data.some((half) => half.length > 0) ? (
                  <TrendChart
                    trend={trend}
                    incidents={page.incidents}
                    homeName={page.home_team.name}
                    awayName={page.away_team.name}
                  />
                ) : (
                  <p className="live-empty">{MATCH_TEXT.trendEmpty}</p>
                )}
              </MatchCard>
              <MatchCard title={MATCH_TEXT.textLiveTitle} aside={page.status_label}>
                {page.tlive.length > 0 ? (
                  <TextLiveFeed lines={page.tlive} />
                ) : (
                  <div className="live-empty">
                    <p>{MATCH_TEXT.textLiveEmpty}</p>
                    <p className="live-empty__hint">{MATCH_TEXT.textLiveEmptyHint}</p>
                  </div>
                )}
              </MatchCard>
            </div>
          ) : null}
        </PageContent>
      </PullRefresh>
    </MatchPageFrame>
  );
}
