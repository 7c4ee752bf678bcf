import { BasketballStatus } from '@kanqiu/core/contract';
import { BasketballLiveFrame } from '../../../match/basketball/basketball-live-frame';
import { BASKETBALL_TEXT } from '../../../match/basketball/basketball-texts';
import { GameFlowChart } from '../../../match/basketball/game-flow-chart';
import { QuarterScores } from '../../../match/basketball/quarter-scores';
import { BasketballTextLiveFeed } from '../../../match/basketball/text-live-feed';
import { MatchCard } from '../../../match/shared/match-card';
import { useReaderPlace } from '../../../match/shared/use-keep-reader-place';
import { useLiveBasketballMatch } from '../../../match/shared/use-live-match';
import { useMatchId } from '../../../routing/query';

/**
 * `/pages/basketball/live/live`: the score with the period and game clock, the quarter scores, the
 * game flow and the text live by period, all live over the game's socket; pull to refresh.
 */
export function BasketballLivePage() {
  const matchId = useMatchId();
  const match = useLiveBasketballMatch(matchId);
  const place = useReaderPlace();
  const { trend } = match;
  return (
    <BasketballLiveFrame
      title="文字直播"
      current="live"
      matchId={matchId}
      match={match}
      skeletonRows={8}
    >
      {(page) => (
        <div className="bb-stack">
          <MatchCard title={BASKETBALL_TEXT.quartersTitle} aside={page.status_label}>
            <QuarterScores page={page} />
          </MatchCard>
          <MatchCard title={BASKETBALL_TEXT.flowTitle}>
            <GameFlowChart
              trend={trend}
              homeName={page.home_team.name}
              awayName={page.away_team.name}
              kickoff={page.status_id === BasketballStatus.NotStarted ? page.kickoff : undefined}
            />
          </MatchCard>
          <MatchCard title={BASKETBALL_TEXT.textLiveTitle}>
            {page.tlive.length > 0 ? (
              <BasketballTextLiveFeed lines={page.tlive} period={page.period} place={place} />
            ) : (
              <p className="bb-empty">
                {BASKETBALL_TEXT.textLiveEmpty}
                <span className="bb-empty__hint">{BASKETBALL_TEXT.textLiveEmptyHint}</span>
              </p>
            )}
          </MatchCard>
        </div>
      )}
    </BasketballLiveFrame>
  );
}
