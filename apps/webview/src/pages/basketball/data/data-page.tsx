import { matchAnalysisCall } from '@kanqiu/core/contract/match';
import { BusinessError } from '@kanqiu/net';
import { EmptyState, MatchDataBoard } from '@kanqiu/ui';
import { useMemo } from 'react';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { BasketballPageFrame } from '../../../match/basketball/basketball-page-frame';
import { BASKETBALL_TEXT } from '../../../match/basketball/basketball-texts';
import { SeasonRecords } from '../../../match/basketball/season-records';
import { SeriesStanding } from '../../../match/basketball/series-standing';
import { MatchCard } from '../../../match/shared/match-card';
import { beijingDate } from '../../../match/shared/match-date';
import { PageContent } from '../../../match/shared/page-content';
import { Skeleton } from '../../../match/shared/skeleton';
import { useBasketballSnapshot } from '../../../match/shared/use-match-snapshot';
import { useMatchId } from '../../../routing/query';
import { DATA_TEXT } from './data-texts';
import { meetingBoard } from './meeting-board';
import './data.css';

/**
 * `/pages/basketball/data/data`: what the data knows of the two teams before the game — the Finals
 * standing, their meetings of the season on the data board, and both regular-season records with
 * their splits. Loaded over HTTP; pull to refresh and the host's refresh load it again.
 */
export function BasketballDataPage() {
  const matchId = useMatchId();
  const { refresh } = useServices();
  const analysis = useCall(matchAnalysisCall, matchId ? { match_id: matchId } : null);
  const snapshot = useBasketballSnapshot(matchId);

  const data = analysis.data;
  const facts = data?.basketball ?? null;
  const refused = analysis.error instanceof BusinessError ? analysis.error : null;
  const board = useMemo(
    () =>
      data && facts
        ? meetingBoard(facts.meetings, { home: data.home.team, away: data.away.team })
        : [],
    [data, facts],
  );
  const asOf = data ? beijingDate(data.as_of) : '';

  return (
    <BasketballPageFrame
      title={DATA_TEXT.title}
      current="data"
      matchId={matchId}
      snapshot={snapshot}
    >
      <PageContent
        hasData={data !== null}
        loading={analysis.loading}
        failed={analysis.error !== null && refused === null}
        empty={data !== null && facts === null}
        emptyText={data ? DATA_TEXT.notBasketball : (refused?.msg ?? undefined)}
        onReload={() => void refresh()}
        skeleton={<Skeleton rows={12} label={DATA_TEXT.loading} />}
      >
        {data && facts ? (
          <div className="bb-stack">
            {asOf ? <p className="bb-data-as-of">{DATA_TEXT.asOf(asOf)}</p> : null}
            {facts.series_before ? (
              <MatchCard title={BASKETBALL_TEXT.seriesTitle}>
                <SeriesStanding
                  series={facts.series_before}
                  home={data.home.team}
                  away={data.away.team}
                />
              </MatchCard>
            ) : null}
            {board.length > 0 ? (
              <MatchDataBoard
                homeTeam={data.home.team.name}
                awayTeam={data.away.team.name}
                matches={board}
                defaultTeam="home"
                sport="basketball"
                title={DATA_TEXT.meetingsTitle}
                className="bb-board"
              />
            ) : (
              <MatchCard title={DATA_TEXT.meetingsTitle}>
                <EmptyState
                  description={DATA_TEXT.meetingsEmpty}
                  hint={DATA_TEXT.meetingsEmptyHint}
                />
              </MatchCard>
            )}
            <MatchCard title={BASKETBALL_TEXT.recordsTitle}>
              <SeasonRecords
                rows={[
                  { team: data.home.team, record: facts.records.home },
                  { team: data.away.team, record: facts.records.away },
                ]}
              />
            </MatchCard>
            <section className="bb-data-note" aria-label={DATA_TEXT.noteTitle}>
              <h2 className="bb-data-note__title">{DATA_TEXT.noteTitle}</h2>
              {data.note ? <p data-testid="data-note">{data.note}</p> : null}
              <p>{DATA_TEXT.scope}</p>
            </section>
          </div>
        ) : null}
      </PageContent>
    </BasketballPageFrame>
  );
}
