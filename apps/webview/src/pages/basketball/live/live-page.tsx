import { isFinished } from '@kanqiu/core';
import { BasketballStatus } from '@kanqiu/core/contract';
import type { TrendContent } from '@kanqiu/core/contract/base';
import type { BasketballMatchPage } from '@kanqiu/core/contract/basketball';
import { memo } from 'react';
import { BasketballLiveFrame } from '../../../match/basketball/basketball-live-frame';
import { BASKETBALL_TEXT } from '../../../match/basketball/basketball-texts';
import { GameFlowChart } from '../../../match/basketball/game-flow-chart';
import { QuarterScores } from '../../../match/basketball/quarter-scores';
import { BasketballTextLiveFeed } from '../../../match/basketball/text-live-feed';
import { MatchCard } from '../../../match/shared/match-card';
import { type ReaderPlace, useReaderPlace } from '../../../match/shared/reader-place';
import { samePageFields } from '../../../match/shared/same-page-fields';
import {
  type LivePageSource,
  useLiveBasketballMatch,
  useLiveTrend,
} from '../../../match/shared/use-live-match';
import { useMatchId } from '../../../routing/query';

// Each card takes only the fields it shows, so a push renders the cards whose fields changed (pushes
// keep the objects of what they did not change) and the others skip on an identity check.
interface QuartersCardProps {
  page: BasketballMatchPage;
  statusLabel: string;
}

const QuartersCard = memo(
  function QuartersCard({ page, statusLabel }: QuartersCardProps) {
    return (
      <MatchCard title={BASKETBALL_TEXT.quartersTitle} aside={statusLabel}>
        <QuarterScores page={page} />
      </MatchCard>
    );
  },
  // The fields the quarter table shows (QuarterScores compares the same).
  samePageFields<BasketballMatchPage, QuartersCardProps>([
    'status_id',
    'period',
    'home_team',
    'away_team',
  ]),
);

const FlowCard = memo(function FlowCard(props: {
  trend: TrendContent | null;
  homeName: string;
  awayName: string;
  kickoff: string | undefined;
}) {
  return (
    <MatchCard title={BASKETBALL_TEXT.flowTitle}>
      <GameFlowChart {...props} />
    </MatchCard>
  );
});

const TextLiveCard = memo(function TextLiveCard({
  lines,
  period,
  finished,
  place,
}: {
  lines: BasketballMatchPage['tlive'];
  period: BasketballMatchPage['period'];
  finished: boolean;
  place: ReaderPlace;
}) {
  return (
    <MatchCard title={BASKETBALL_TEXT.textLiveTitle}>
      {lines.length > 0 ? (
        <BasketballTextLiveFeed lines={lines} period={period} finished={finished} place={place} />
      ) : (
        <p className="bb-empty">
          {BASKETBALL_TEXT.textLiveEmpty}
          <span className="bb-empty__hint">{BASKETBALL_TEXT.textLiveEmptyHint}</span>
        </p>
      )}
    </MatchCard>
  );
});

/** The cards under the header; renders on a push (and a trend push), the frame around it does not. */
function BasketballLiveStack({
  page,
  source,
  place,
}: {
  page: BasketballMatchPage;
  source: LivePageSource<BasketballMatchPage>;
  place: ReaderPlace;
}) {
  const trend = useLiveTrend(source);
  return (
    <div className="bb-stack">
      <QuartersCard page={page} statusLabel={page.status_label} />
      <FlowCard
        trend={trend}
        homeName={page.home_team.name}
        awayName={page.away_team.name}
        kickoff={page.status_id === BasketballStatus.NotStarted ? page.kickoff : undefined}
      />
      <TextLiveCard
        lines={page.tlive}
        period={page.period}
        finished={isFinished(page.status_id)}
        place={place}
      />
    </div>
  );
}

/**
 * `/pages/basketball/live/live`: the score with the period and game clock, the quarter scores, the
 * game flow and the text live by period, all live over the game's socket; pull to refresh.
 */
export function BasketballLivePage() {
  const matchId = useMatchId();
  const match = useLiveBasketballMatch(matchId);
  const place = useReaderPlace(match.source.onPush);
  return (
    <BasketballLiveFrame
      title="文字直播"
      current="live"
      matchId={matchId}
      match={match}
      skeletonRows={8}
    >
      {(page) => <BasketballLiveStack page={page} source={match.source} place={place} />}
    </BasketballLiveFrame>
  );
}
