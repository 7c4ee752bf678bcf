import { PullRefresh } from '@kanqiu/ui';
import { MatchCard } from '../../../match/match-card';
import { MatchHeader } from '../../../match/match-header';
import { MatchPageFrame } from '../../../match/match-page-frame';
import { MATCH_TEXT } from '../../../match/match-texts';
import { PageContent } from '../../../match/page-content';
import { Skeleton } from '../../../match/skeleton';
import { useLiveFootballMatch } from '../../../match/use-live-football-match';
import { useMatchId } from '../../../routing/query';
import { FACTS_TEXT } from './facts-texts';
import { IncidentLegend, IncidentTimeline } from './incident-timeline';
import { StatBars } from './stat-bars';
import './facts.css';

/**
 * `/pages/soccer/facts/facts`: the incidents timeline and the technical statistics of a match, live
 * over the socket (seed §2: the facts page opens one).
 */
export function SoccerFactsPage() {
  const matchId = useMatchId();
  const { page, state, refresh } = useLiveFootballMatch(matchId);
  const playerIncidents = page?.incidents.filter((incident) => incident.position !== 0) ?? [];

  return (
    <MatchPageFrame
      title={FACTS_TEXT.title}
      current="facts"
      matchId={matchId}
      header={page ? <MatchHeader page={page} socket={state} /> : null}
    >
      <PullRefresh onRefresh={refresh}>
        <PageContent
          hasData={page !== null}
          loading={page === null}
          failed={state === 'closed' && page === null}
          onReload={() => void refresh()}
          skeleton={<Skeleton rows={9} label={MATCH_TEXT.loading} />}
        >
          {page ? (
            <div className="facts-stack">
              <MatchCard title={MATCH_TEXT.incidentsTitle}>
                {page.incidents.length > 0 ? (
                  <>
                    <div className="facts-sides" aria-hidden="true">
                      <span>{page.home_team.name}</span>
                      <span>{page.away_team.name}</span>
                    </div>
                    <IncidentTimeline incidents={page.incidents} />
                    {playerIncidents.length > 0 ? <IncidentLegend /> : null}
                  </>
                ) : (
                  <p className="facts-empty">{MATCH_TEXT.incidentsEmpty}</p>
                )}
              </MatchCard>
              <MatchCard title={MATCH_TEXT.statsTitle}>
                {page.stats.length > 0 ? (
                  <>
                    <div className="facts-sides" aria-hidden="true">
                      <span>{page.home_team.name}</span>
                      <span>{page.away_team.name}</span>
                    </div>
                    <StatBars stats={page.stats} />
                  </>
                ) : (
                  <p className="facts-empty">{MATCH_TEXT.statsEmpty}</p>
                )}
              </MatchCard>
            </div>
          ) : null}
        </PageContent>
      </PullRefresh>
    </MatchPageFrame>
  );
}
