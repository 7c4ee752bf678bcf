import type { LeagueData } from '@kanqiu/core/contract/football';
import { EmptyState, Tabs } from '@kanqiu/ui';
import { useState } from 'react';
import { PointsCard, type PointsView } from '../../match/football/points-card';
import { MatchCard } from '../../match/shared/match-card';
import { currentRound } from './current-round';
import { LEAGUE_TEXT, type LeagueView } from './league-data-texts';
import { RoundMatches } from './round-matches';
import { ScorerTable } from './scorer-table';

/** The standings of a season: every group of a World Cup, or a league table with its views. */
function Standings({ data }: { data: LeagueData }) {
  const [view, setView] = useState<PointsView>('total');
  if (data.standings.length === 0) return <EmptyState description={LEAGUE_TEXT.noStandings} />;
  const group = data.key === 'wc';
  return (
    <>
      {data.standings.map((table, index) => (
        <PointsCard
          key={table.title}
          title={group ? table.title : `${data.name} ${table.title}`}
          asOf={index === 0 ? data.as_of : undefined}
          total={table.rows}
          home={group ? null : data.standings_home?.[index]?.rows}
          away={group ? null : data.standings_away?.[index]?.rows}
          qualifying={group ? 2 : 0}
          view={view}
          onViewChange={setView}
        />
      ))}
    </>
  );
}

/** Results and fixtures one round (a group, a match-day) at a time; the current round opens first. */
function Rounds({ data }: { data: LeagueData }) {
  const [chosen, setChosen] = useState(() => currentRound(data.rounds));
  const index = Math.max(
    0,
    data.rounds.findIndex((round) => round.round === chosen),
  );
  const round = data.rounds[index];
  return (
    <MatchCard title={round?.round ?? LEAGUE_TEXT.views.rounds} className="league-rounds">
      <div className="league-rounds__tabs">
        <Tabs
          label={LEAGUE_TEXT.roundsLabel}
          items={data.rounds.map((item) => ({ key: item.round, title: item.round }))}
          active={index}
          onChange={(next) => setChosen(data.rounds[next]?.round ?? null)}
        />
      </div>
      <RoundMatches matches={round?.matches ?? []} />
    </MatchCard>
  );
}

/** One competition season as the chosen view shows it. */
export function SeasonView({ data, view }: { data: LeagueData; view: LeagueView }) {
  return (
    <div className="league-stack" data-season={`${data.key}-${data.season}`}>
      {view === 'standings' ? <Standings data={data} /> : null}
      {view === 'rounds' ? <Rounds data={data} /> : null}
      {view === 'scorers' ? (
        <MatchCard title={LEAGUE_TEXT.views.scorers} aside={LEAGUE_TEXT.asOf(data.as_of)}>
          {data.scorers && data.scorers.scorers.length > 0 ? (
            <ScorerTable list={data.scorers} />
          ) : (
            <EmptyState description={LEAGUE_TEXT.scorersNone} />
          )}
        </MatchCard>
      ) : null}
    </div>
  );
}
