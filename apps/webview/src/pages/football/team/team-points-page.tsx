import { footballTeamPointsCall, type TeamPointsTable } from '@kanqiu/core/contract/football';
import { BusinessError } from '@kanqiu/net';
import { EmptyState, Segmented } from '@kanqiu/ui';
import { useState } from 'react';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { PointsCard, type PointsView } from '../../../match/football/points-card';
import { MatchCard } from '../../../match/shared/match-card';
import { PageContent } from '../../../match/shared/page-content';
import { Skeleton } from '../../../match/shared/skeleton';
import { useTeamId } from '../../../routing/query';
import { FootballTeamFrame } from './football-team-frame';
import { TEAM_TEXT } from './team-texts';
import { useTeamSeason } from './use-team-season';

const seasonKey = (table: TeamPointsTable) =>
  `${table.competition.key}-${table.competition.season}`;

/**
 * `/pages/soccer/team/points`: the tables the team is in — a World Cup group or a league season,
 * newest first, one at a time — with the team marked, every column sortable and, for a league, the
 * home and away views. Loaded over HTTP.
 */
export function FootballTeamPointsPage() {
  const teamId = useTeamId();
  const { refresh } = useServices();
  const points = useCall(footballTeamPointsCall, teamId ? { team_id: teamId } : null);
  const { opened, passLine } = useTeamSeason();
  const [chosen, setChosen] = useState<string | null>(null);
  const [view, setView] = useState<PointsView>('total');
  const data = points.data;
  const refused = points.error instanceof BusinessError ? points.error : null;
  const tables = data?.tables ?? [];
  const table =
    tables.find((candidate) => seasonKey(candidate) === (chosen ?? opened)) ?? tables[0] ?? null;
  const mine = table?.total.find((row) => row.highlight) ?? null;

  return (
    <FootballTeamFrame
      title={TEAM_TEXT.pointsTitle}
      current="points"
      team={
        data
          ? {
              code: data.team.code,
              name: data.team.name,
              lines:
                table && mine
                  ? [
                      TEAM_TEXT.placeLine(
                        table.kind === 'group'
                          ? `${table.competition.name} ${table.title}`
                          : table.competition.name,
                        mine.rank,
                        mine.points,
                      ),
                      passLine(seasonKey(table)),
                    ].filter((line) => line !== null)
                  : [],
            }
          : null
      }
    >
      <PageContent
        hasData={data !== null}
        loading={points.loading}
        failed={points.error !== null && refused === null}
        emptyText={refused?.msg ?? undefined}
        onReload={() => void refresh()}
        skeleton={<Skeleton rows={8} label={TEAM_TEXT.loading} />}
      >
        {table ? (
          <div className="fteam-stack">
            {tables.length > 1 ? (
              <Segmented
                className="fteam-seasons"
                label={TEAM_TEXT.seasonsLabel}
                options={tables.map((candidate) => ({
                  value: seasonKey(candidate),
                  label: candidate.competition.name,
                }))}
                value={seasonKey(table)}
                onChange={(next) => {
                  setChosen(next);
                  setView('total');
                }}
              />
            ) : null}
            <PointsCard
              title={`${table.competition.name} ${table.title}`}
              asOf={table.as_of}
              total={table.total}
              home={table.home}
              away={table.away}
              qualifying={table.kind === 'group' ? 2 : 0}
              view={view}
              onViewChange={setView}
            />
          </div>
        ) : (
          <MatchCard title={TEAM_TEXT.pointsTitle}>
            <EmptyState description={TEAM_TEXT.pointsEmpty} />
          </MatchCard>
        )}
      </PageContent>
    </FootballTeamFrame>
  );
}
