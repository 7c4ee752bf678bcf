import { isFinished } from '@kanqiu/core';
import type { FootballMatchPage } from '@kanqiu/core/contract/football';
import { FootballStatus } from '@kanqiu/core/contract/match';
import { Suspense } from 'react';
import { FootballLiveHeader } from '../../../match/football/football-live-header';
import { shootoutScore } from '../../../match/football/match-header';
import { LiveMatchFrame } from '../../../match/shared/live-match-frame';
import { MatchCard } from '../../../match/shared/match-card';
import { MATCH_TEXT } from '../../../match/shared/match-texts';
import { useLiveFootballMatch } from '../../../match/shared/use-live-match';
import { useMatchId } from '../../../routing/query';
import { FACTS_TEXT } from './facts-texts';
import { IncidentLegend, IncidentTimeline } from './incident-timeline';
import { StatBars } from './stat-bars';
import './facts.css';
import { lazyPart } from '../../../routing/lazy-part';
import { analysisVersion } from './analysis-version';

/** The shot map, xG race and full statistics: loaded apart, after the page's first content. */
const FactsAnalysis = lazyPart(() => import('./facts-analysis').then((m) => m.FactsAnalysis));

// New incidents wait in the slot above the timeline; that part loads after the page's first content.
const HeldIncidentTimeline = lazyPart(() =>
  import('./held-incident-timeline').then((m) => m.HeldIncidentTimeline),
);

/** What the slot above the timeline says while no incident waits. */
function incidentsIdle(page: FootballMatchPage): string {
  return isFinished(page.status_id) ? MATCH_TEXT.finished : FACTS_TEXT.incidentsLive;
}

/** Which side is which above a two-sided card: home on the left, away on the right. */
function Sides({ page }: { page: FootballMatchPage }) {
  return (
    <div className="facts-sides" aria-hidden="true">
      <span>{page.home_team.name}</span>
      <span>{page.away_team.name}</span>
    </div>
  );
}

/**
 * `/pages/soccer/facts/facts`: the incidents timeline and the technical statistics of a match, live
 * over the socket (docs/behaviour.md §2: the facts page opens one), then the shot map, the xG race
 * and the full statistics, reloaded with each push of the scene.
 */
export function FootballFactsPage() {
  const matchId = useMatchId();
  const match = useLiveFootballMatch(matchId);
  return (
    <LiveMatchFrame
      title={FACTS_TEXT.title}
      current="facts"
      matchId={matchId}
      match={match}
      header={(page, socket) => <FootballLiveHeader page={page} socket={socket} />}
      skeletonRows={9}
    >
      {(page) => (
        <div className="facts-stack">
          <MatchCard title={MATCH_TEXT.incidentsTitle}>
            {page.incidents.length > 0 ? (
              <>
                <Sides page={page} />
                <Suspense
                  fallback={
                    <IncidentTimeline incidents={page.incidents} idle={incidentsIdle(page)} />
                  }
                >
                  <HeldIncidentTimeline incidents={page.incidents} idle={incidentsIdle(page)} />
                </Suspense>
                {page.incidents.some((incident) => incident.position !== 0) ? (
                  <IncidentLegend
                    shootout={shootoutScore(page.home_team, page.away_team) !== null}
                  />
                ) : null}
              </>
            ) : (
              <p className="facts-empty">{MATCH_TEXT.incidentsEmpty}</p>
            )}
          </MatchCard>
          <MatchCard title={MATCH_TEXT.statsTitle}>
            {page.status_id === FootballStatus.NotStarted ? (
              <p className="facts-empty" data-testid="stats-not-started">
                {MATCH_TEXT.statsNotStarted}
              </p>
            ) : page.stats.length > 0 ? (
              <>
                <Sides page={page} />
                <StatBars stats={page.stats} />
              </>
            ) : (
              <p className="facts-empty">{MATCH_TEXT.statsEmpty}</p>
            )}
          </MatchCard>
          {page.status_id !== FootballStatus.NotStarted && (
            <Suspense fallback={null}>
              <FactsAnalysis
                matchId={page.match_id}
                homeName={page.home_team.name}
                awayName={page.away_team.name}
                version={analysisVersion(page)}
                minute={page.minute ?? undefined}
              />
            </Suspense>
          )}
        </div>
      )}
    </LiveMatchFrame>
  );
}
