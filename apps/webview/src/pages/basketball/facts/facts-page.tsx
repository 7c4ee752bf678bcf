import { BasketballStatus } from '@kanqiu/core/contract/match';
import { CompareBars } from '@kanqiu/ui';
import { useMemo } from 'react';
import { BasketballLiveFrame } from '../../../match/basketball/basketball-live-frame';
import { BASKETBALL_TEXT } from '../../../match/basketball/basketball-texts';
import { WinProbability } from '../../../match/basketball/win-probability';
import { MatchCard } from '../../../match/shared/match-card';
import { useLiveBasketballMatch, useLivePage } from '../../../match/shared/use-live-match';
import { useMatchId } from '../../../routing/query';
import { FACTS_TEXT } from './facts-texts';
import { teamComparison } from './team-comparison';
import { TeamLeaders } from './team-leaders';
import './facts.css';

/** The win-probability model the match page's figure comes from. */
const WIN_PROBABILITY_SOURCE = 'ESPN';

/**
 * `/pages/basketball/facts/facts`: the live win probability, both teams' statistics side by side
 * and each team's leaders, live over the game's socket (the facts page holds one).
 */
export function BasketballFactsPage() {
  const matchId = useMatchId();
  const match = useLiveBasketballMatch(matchId);
  const page = useLivePage(match.source);
  const rows = useMemo(() => (page ? teamComparison(page) : []), [page]);
  return (
    <BasketballLiveFrame
      title={FACTS_TEXT.title}
      current="facts"
      matchId={matchId}
      match={match}
      skeletonRows={10}
    >
      {(page) => {
        const started = page.status_id !== BasketballStatus.NotStarted;
        return (
          <div className="bb-stack">
            {/* After the final buzzer the figure is only the result: the card goes. */}
            {page.home_win_probability !== null && page.status_id !== BasketballStatus.Finished ? (
              <MatchCard title={BASKETBALL_TEXT.winProbabilityTitle}>
                <WinProbability
                  home={page.home_win_probability}
                  homeName={page.home_team.name}
                  awayName={page.away_team.name}
                  source={WIN_PROBABILITY_SOURCE}
                />
              </MatchCard>
            ) : null}
            <MatchCard title={FACTS_TEXT.statsTitle}>
              {started ? (
                <>
                  <CompareBars
                    rows={rows}
                    homeName={page.home_team.name}
                    awayName={page.away_team.name}
                    label={FACTS_TEXT.statsTitle}
                  />
                  {page.status_id === BasketballStatus.Finished ? null : (
                    <p className="bb-facts-note">{FACTS_TEXT.finalOnly}</p>
                  )}
                </>
              ) : (
                <p className="bb-empty">{FACTS_TEXT.statsEmpty}</p>
              )}
            </MatchCard>
            <MatchCard title={FACTS_TEXT.leadersTitle}>
              {started ? (
                <>
                  <div className="bb-facts-sides" aria-hidden="true">
                    <span>{page.home_team.name}</span>
                    <span>{page.away_team.name}</span>
                  </div>
                  <TeamLeaders leaders={page.leaders} />
                </>
              ) : (
                <p className="bb-empty">{FACTS_TEXT.leadersEmpty}</p>
              )}
            </MatchCard>
          </div>
        );
      }}
    </BasketballLiveFrame>
  );
}
