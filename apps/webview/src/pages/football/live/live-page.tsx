import { isFinished } from '@kanqiu/core';
import { FootballStatus } from '@kanqiu/core/contract';
import type { TrendContent } from '@kanqiu/core/contract/base';
import type { FootballMatchPage } from '@kanqiu/core/contract/football';
import { memo, Suspense } from 'react';
import { FootballLiveHeader } from '../../../match/football/football-live-header';
import { LiveMatchFrame } from '../../../match/shared/live-match-frame';
import { MatchCard } from '../../../match/shared/match-card';
import { MATCH_TEXT } from '../../../match/shared/match-texts';
import { type ReaderPlace, useReaderPlace } from '../../../match/shared/reader-place';
import {
  type LivePageSource,
  useLiveFootballMatch,
  useLiveTrend,
} from '../../../match/shared/use-live-match';
import { lazyPart } from '../../../routing/lazy-part';
import { useMatchId } from '../../../routing/query';
import { TrendChart, TrendWaiting } from './trend-chart';
import './live.css';

// The feed is drawn after the score and the trend: its windowing, its held lines and the reader's
// place cost the page's first load nothing (docs/performance.md).
const TextLiveFeed = lazyPart(() => import('./text-live-feed').then((m) => m.TextLiveFeed));

// Each card takes only the fields it shows, so a push renders the card whose fields changed (pushes
// keep the objects of what they did not change) and the other skips on an identity check.
const TrendCard = memo(function TrendCard({
  trend,
  incidents,
  homeName,
  awayName,
  kickoff,
}: {
  trend: TrendContent | null;
  incidents: FootballMatchPage['incidents'];
  homeName: string;
  awayName: string;
  /** Only before kick-off, for the waiting state's countdown. */
  kickoff: string | undefined;
}) {
  return (
    <MatchCard title={MATCH_TEXT.trendTitle}>
      {trend?.trend_data.some((half) => half.length > 0) ? (
        <TrendChart trend={trend} incidents={incidents} homeName={homeName} awayName={awayName} />
      ) : (
        <TrendWaiting homeName={homeName} awayName={awayName} kickoff={kickoff} />
      )}
    </MatchCard>
  );
});

const TextLiveCard = memo(function TextLiveCard({
  lines,
  statusLabel,
  finished,
  place,
}: {
  lines: FootballMatchPage['tlive'];
  statusLabel: string;
  finished: boolean;
  place: ReaderPlace;
}) {
  return (
    <MatchCard title={MATCH_TEXT.textLiveTitle} aside={statusLabel}>
      {lines.length > 0 ? (
        <Suspense fallback={null}>
          <TextLiveFeed lines={lines} finished={finished} place={place} />
        </Suspense>
      ) : (
        <div className="live-empty">
          <p>{MATCH_TEXT.textLiveEmpty}</p>
          <p className="live-empty__hint">{MATCH_TEXT.textLiveEmptyHint}</p>
        </div>
      )}
    </MatchCard>
  );
});

/** The cards under the header; renders on a push (and a trend push), the frame around it does not. */
function FootballLiveStack({
  page,
  source,
  place,
}: {
  page: FootballMatchPage;
  source: LivePageSource<FootballMatchPage>;
  place: ReaderPlace;
}) {
  const trend = useLiveTrend(source);
  return (
    <div className="live-stack">
      <TrendCard
        trend={trend}
        incidents={page.incidents}
        homeName={page.home_team.name}
        awayName={page.away_team.name}
        kickoff={page.status_id === FootballStatus.NotStarted ? page.kickoff : undefined}
      />
      <TextLiveCard
        lines={page.tlive}
        statusLabel={page.status_label}
        finished={isFinished(page.status_id)}
        place={place}
      />
    </div>
  );
}

/** `/pages/soccer/live/live`: score header, attack-momentum trend and the text-live feed, live. */
export function FootballLivePage() {
  const matchId = useMatchId();
  const match = useLiveFootballMatch(matchId);
  const place = useReaderPlace(match.source.onPush);
  return (
    <LiveMatchFrame
      title="文字直播"
      current="live"
      matchId={matchId}
      match={match}
      header={(page, socket) => <FootballLiveHeader page={page} socket={socket} />}
      skeletonRows={8}
    >
      {(page) => <FootballLiveStack page={page} source={match.source} place={place} />}
    </LiveMatchFrame>
  );
}
