import { BasketballStatus } from '@kanqiu/core/contract/match';
import { BusinessError } from '@kanqiu/net';
import { Suspense } from 'react';
import { useServices } from '../../../app/services-context';
import { BasketballPageFrame } from '../../../match/basketball/basketball-page-frame';
import { MatchCard } from '../../../match/shared/match-card';
import { PageContent } from '../../../match/shared/page-content';
import { Skeleton } from '../../../match/shared/skeleton';
import { useLiveRefetch } from '../../../match/shared/use-live-refetch';
import { useBasketballSnapshot } from '../../../match/shared/use-match-snapshot';
import { useMatchId } from '../../../routing/query';
import { BoxScore } from './box-score';
import { STATISTICS_REFETCH_INTERVAL_MS } from './statistics-refresh';
import { STATISTICS_TEXT } from './statistics-texts';
import './statistics.css';
import { lazyPart } from '../../../routing/lazy-part';

/** The court drawing is loaded apart, after the box score. */
const GameShotChart = lazyPart(() => import('./game-shot-chart').then((m) => m.GameShotChart));

/**
 * `/pages/basketball/statistics/statistics`: the box score of both teams, loaded over HTTP from the
 * game's scene (the same page the live pages are pushed), reloaded while the game is on, and the
 * game's shot chart so far.
 */
export function BasketballStatisticsPage() {
  const matchId = useMatchId();
  const { refresh } = useServices();
  const snapshot = useBasketballSnapshot(matchId);
  const page = snapshot.data;
  useLiveRefetch(
    page !== null && page.status_id !== BasketballStatus.Finished,
    snapshot.reload,
    STATISTICS_REFETCH_INTERVAL_MS,
  );
  const refused = snapshot.error instanceof BusinessError ? snapshot.error : null;
  const noPlayers = page !== null && page.players.home.length + page.players.away.length === 0;

  return (
    <BasketballPageFrame
      title={STATISTICS_TEXT.title}
      current="statistics"
      matchId={matchId}
      snapshot={snapshot}
    >
      <PageContent
        hasData={page !== null}
        loading={snapshot.loading}
        failed={snapshot.error !== null && refused === null}
        empty={noPlayers}
        emptyText={noPlayers ? STATISTICS_TEXT.empty : (refused?.msg ?? STATISTICS_TEXT.noGame)}
        onReload={() => void refresh()}
        skeleton={<Skeleton rows={12} label={STATISTICS_TEXT.loading} />}
      >
        {page ? (
          <div className="bb-stack">
            <MatchCard title={STATISTICS_TEXT.boxTitle} aside={page.status_label}>
              <BoxScore page={page} />
            </MatchCard>
            {matchId ? (
              <Suspense fallback={null}>
                <GameShotChart
                  matchId={matchId}
                  homeName={page.home_team.name}
                  awayName={page.away_team.name}
                  version={page}
                />
              </Suspense>
            ) : null}
            {page.status_id === BasketballStatus.Finished ? null : (
              <p className="bb-box__refresh">
                {STATISTICS_TEXT.refreshNote(STATISTICS_REFETCH_INTERVAL_MS / 1000)}
              </p>
            )}
          </div>
        ) : null}
      </PageContent>
    </BasketballPageFrame>
  );
}
