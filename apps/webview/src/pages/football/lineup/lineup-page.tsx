import {
  type FootballLineup,
  FootballStatus,
  type Lineup,
  matchLineupCall,
} from '@kanqiu/core/contract/match';
import { PullRefresh } from '@kanqiu/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { MatchHeader } from '../../../match/football/match-header';
import { AfterPaintSlot } from '../../../match/shared/after-paint-slot';
import { MatchCard } from '../../../match/shared/match-card';
import { MatchPageFrame } from '../../../match/shared/match-page-frame';
import { PageContent, useStagedCount } from '../../../match/shared/page-content';
import { useLiveRefetch } from '../../../match/shared/use-live-refetch';
import { useFootballSnapshot } from '../../../match/shared/use-match-snapshot';
import { useMatchId } from '../../../routing/query';
import { LineupBench } from './lineup-bench';
import { LineupLegend } from './lineup-legend';
import { substitutionTimeline } from './lineup-lists';
import { LineupPitch } from './lineup-pitch';
import { LINEUP_REFETCH_INTERVAL_MS } from './lineup-refresh';
import { LineupSkeleton } from './lineup-skeleton';
import { LineupSubstitutions } from './lineup-substitutions';
import { LINEUP_TEXT } from './lineup-texts';
import type { LineupRatings } from './player-rating';
import './lineup.css';
import { lazyPart } from '../../../routing/lazy-part';

/** The page's cards: the pitch, the bench, the substitutions. */
const LINEUP_CARDS = 3;

/** The ratings come from the statistics call, loaded apart so its schemas stay out of the first load. */
const LineupRatingsLoader = lazyPart(() =>
  import('./lineup-ratings').then((m) => m.LineupRatingsLoader),
);

/** The lineup as a football lineup, or `null` for anything else (a basketball game's roster). */
function asFootball(data: Lineup | null): FootballLineup | null {
  return data?.sport === 'football' ? data : null;
}

/**
 * `/pages/soccer/lineup/lineup`: both starting elevens on a pitch by formation with their marks
 * (goals, cards, substitutions so far), the benches and the substitutions in time order, under the
 * compact score header, each starter's rating so far on his disc. Without a socket it refreshes on
 * pull, on the host's `refresh`, and on its own every {@link LINEUP_REFETCH_INTERVAL_MS} while the
 * match is not over (the ratings with it).
 */
export function FootballLineupPage() {
  const matchId = useMatchId();
  const { bridge, refresh } = useServices();

  useEffect(() => {
    if (matchId) bridge.getMatchId(matchId);
  }, [bridge, matchId]);

  const lineupRequest = useCall(matchLineupCall, matchId ? { match_id: matchId } : null);
  const headerRequest = useFootballSnapshot(matchId);
  const page = headerRequest.data;
  const lineup = asFootball(lineupRequest.data);
  const [ratings, setRatings] = useState<LineupRatings | null>(null);

  const reloadLineup = lineupRequest.reload;
  const reloadHeader = headerRequest.reload;
  const refetch = useCallback(
    () => Promise.all([reloadLineup(), reloadHeader()]),
    [reloadLineup, reloadHeader],
  );
  // Only a shown lineup of a match not known to be over is worth re-fetching; a failed first load
  // waits for the reader's reload instead of failing again every interval.
  useLiveRefetch(
    lineup !== null && page?.status_id !== FootballStatus.Finished,
    refetch,
    LINEUP_REFETCH_INTERVAL_MS,
  );

  const timeline = useMemo(
    () =>
      lineup ? substitutionTimeline(lineup.home.substitutions, lineup.away.substitutions) : [],
    [lineup],
  );
  const notFootball = lineupRequest.data !== null && lineup === null;
  const empty =
    notFootball ||
    (lineup !== null && lineup.home.starters.length === 0 && lineup.away.starters.length === 0);

  const header = page ? (
    <MatchHeader page={page} compact />
  ) : headerRequest.loading ? (
    <div className="match-header match-header--compact lineup-header-slot" aria-hidden="true" />
  ) : null;

  // The pitch first; the bench and the substitutions below it in the next tasks.
  const staged = useStagedCount(lineup ? LINEUP_CARDS : 0);

  return (
    <MatchPageFrame
      title={LINEUP_TEXT.title}
      current="lineup"
      matchId={matchId}
      header={header}
      scoreShown={page !== null}
    >
      <PullRefresh onRefresh={refresh}>
        <PageContent
          hasData={lineupRequest.data !== null}
          loading={lineupRequest.loading}
          failed={lineupRequest.error !== null}
          empty={empty}
          emptyText={notFootball ? LINEUP_TEXT.notFootball : LINEUP_TEXT.empty}
          onReload={() => void refresh()}
          skeleton={<LineupSkeleton />}
        >
          {lineup ? (
            <div className="lineup-stack">
              <MatchCard title={LINEUP_TEXT.startersTitle} className="lineup-card">
                <LineupPitch lineup={lineup} ratings={ratings} />
                {matchId ? (
                  // The ratings' loader starts once every card has painted: asked for inside the
                  // pitch's task, its chunk's links made the page's longest task longer still.
                  <AfterPaintSlot when={staged >= LINEUP_CARDS}>
                    <LineupRatingsLoader
                      matchId={matchId}
                      version={lineupRequest.data}
                      onRatings={setRatings}
                    />
                  </AfterPaintSlot>
                ) : null}
                <LineupLegend />
              </MatchCard>
              {staged > 1 ? (
                <MatchCard title={LINEUP_TEXT.benchTitle}>
                  <LineupBench home={lineup.home} away={lineup.away} />
                </MatchCard>
              ) : null}
              {staged > 2 ? (
                <MatchCard
                  title={LINEUP_TEXT.substitutionsTitle}
                  aside={
                    timeline.length > 0 ? LINEUP_TEXT.substitutionsCount(timeline.length) : null
                  }
                >
                  <LineupSubstitutions timeline={timeline} />
                </MatchCard>
              ) : null}
            </div>
          ) : null}
        </PageContent>
      </PullRefresh>
    </MatchPageFrame>
  );
}
