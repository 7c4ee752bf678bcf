import { isFinished } from '@kanqiu/core';
import { FootballStatus } from '@kanqiu/core/contract';
import { lazy, Suspense } from 'react';
import { FootballLiveHeader } from '../../../match/football/football-live-header';
import { LiveMatchFrame } from '../../../match/shared/live-match-frame';
import { MatchCard } from '../../../match/shared/match-card';
import { MATCH_TEXT } from '../../../match/shared/match-texts';
import { useReaderPlace } from '../../../match/shared/use-keep-reader-place';
import { useLiveFootballMatch } from '../../../match/shared/use-live-match';
import { useMatchId } from '../../../routing/query';
import { TrendChart, TrendWaiting } from './trend-chart';
import './live.css';

// The feed is drawn after the score and the trend: its windowing, its held lines and the reader's
// place cost the page's first load nothing (docs/performance.md).
const TextLiveFeed = lazy(() =>
  import('./text-live-feed').then((m) => ({ default: m.TextLiveFeed })),
);

/** `/pages/soccer/live/live`: score header, attack-momentum trend and the text-live feed, live. */
export function FootballLivePage() {
  const matchId = useMatchId();
  const match = useLiveFootballMatch(matchId);
  const place = useReaderPlace();
  const { trend } = match;
  return (
    <LiveMatchFrame
      title="文字直播"
      current="live"
      matchId={matchId}
      match={match}
      header={(page, socket) => <FootballLiveHeader page={page} socket={socket} />}
      skeletonRows={8}
    >
      {(page) => (
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
              <TrendWaiting
                homeName={page.home_team.name}
                awayName={page.away_team.name}
                kickoff={page.status_id === FootballStatus.NotStarted ? page.kickoff : undefined}
              />
            )}
          </MatchCard>
          <MatchCard title={MATCH_TEXT.textLiveTitle} aside={page.status_label}>
            {page.tlive.length > 0 ? (
              <Suspense fallback={null}>
                <TextLiveFeed
                  lines={page.tlive}
                  finished={isFinished(page.status_id)}
                  place={place}
                />
              </Suspense>
            ) : (
              <div className="live-empty">
                <p>{MATCH_TEXT.textLiveEmpty}</p>
                <p className="live-empty__hint">{MATCH_TEXT.textLiveEmptyHint}</p>
              </div>
            )}
          </MatchCard>
        </div>
      )}
    </LiveMatchFrame>
  );
}
