import { basketballPositionLabel } from '@kanqiu/core';
import type { BasketballLeader } from '@kanqiu/core/contract/basketball';
import { basketballTeamInfoCall } from '@kanqiu/core/contract/basketball';
import { BusinessError } from '@kanqiu/net';
import { EmptyState } from '@kanqiu/ui';
import { Suspense } from 'react';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { gameHref } from '../../../match/basketball/basketball-links';
import { BASKETBALL_TEXT } from '../../../match/basketball/basketball-texts';
import { SeasonRecords } from '../../../match/basketball/season-records';
import { MatchCard } from '../../../match/shared/match-card';
import { PageContent } from '../../../match/shared/page-content';
import { Skeleton } from '../../../match/shared/skeleton';
import { lazyPart } from '../../../routing/lazy-part';
import { useMatchId, useTeamId } from '../../../routing/query';
import { RosterTable } from './roster-table';
import { TeamFrame } from './team-frame';
import { TEAM_TEXT } from './team-texts';

const CATEGORIES = ['points', 'rebounds', 'assists'] as const;

const TeamShotChart = lazyPart(() => import('./team-shot-chart').then((m) => m.TeamShotChart));

function LeaderItem({ label, leader }: { label: string; leader: BasketballLeader | null }) {
  return (
    <li className="team-leader" data-category={label}>
      <span className="team-leader__category">{label}</span>
      {leader ? (
        <>
          <strong className="team-leader__value">{leader.value.toFixed(1)}</strong>
          <span className="team-leader__name">{leader.name}</span>
          <span className="team-leader__position">{basketballPositionLabel(leader.position)}</span>
        </>
      ) : (
        <span className="team-leader__name">{TEAM_TEXT.noLeader}</span>
      )}
    </li>
  );
}

/**
 * `/pages/basketball/team/detail`: a team's regular-season record with its splits, its per-game
 * leaders, its shot chart over the replayed games so far (loaded after the page) and its roster from
 * the box scores the data holds (the replayed Finals games), loaded over HTTP.
 */
export function BasketballTeamDetailPage() {
  const teamId = useTeamId();
  const matchId = useMatchId();
  const { refresh } = useServices();
  const info = useCall(basketballTeamInfoCall, teamId ? { team_id: teamId } : null);
  const data = info.data;
  const refused = info.error instanceof BusinessError ? info.error : null;

  return (
    <TeamFrame
      title={TEAM_TEXT.detailTitle}
      current="detail"
      teamId={teamId}
      matchId={matchId}
      team={data?.team ?? null}
      record={data?.record ?? null}
    >
      <PageContent
        hasData={data !== null}
        loading={info.loading}
        failed={info.error !== null && refused === null}
        emptyText={refused?.msg ?? undefined}
        onReload={() => void refresh()}
        skeleton={<Skeleton rows={10} label={TEAM_TEXT.loading} />}
      >
        {data ? (
          <div className="bb-stack">
            <MatchCard title={BASKETBALL_TEXT.recordsTitle}>
              <SeasonRecords rows={[{ team: data.team, record: data.record }]} />
            </MatchCard>
            <MatchCard title={TEAM_TEXT.leadersTitle}>
              <ul className="team-leaders">
                {CATEGORIES.map((category) => (
                  <LeaderItem
                    key={category}
                    label={TEAM_TEXT.leaderCategories[category]}
                    leader={data.leaders[category]}
                  />
                ))}
              </ul>
            </MatchCard>
            {teamId ? (
              <Suspense fallback={null}>
                <TeamShotChart teamId={teamId} teamName={data.team.full_name} />
              </Suspense>
            ) : null}
            <MatchCard title={TEAM_TEXT.rosterTitle}>
              {data.roster.length > 0 ? (
                <RosterTable roster={data.roster} team={data.team.name} />
              ) : (
                <EmptyState description={TEAM_TEXT.rosterNone} />
              )}
              <p className="team-note" data-testid="team-note">
                {data.note}
              </p>
            </MatchCard>
            <MatchCard title={TEAM_TEXT.sourceTitle}>
              <p className="team-note">{TEAM_TEXT.sourceGames}</p>
              <ul className="team-games">
                {data.box_score_games.map((game) => (
                  <li key={game.match_id}>
                    <a href={gameHref(game.match_id)}>{game.competition}</a>
                  </li>
                ))}
              </ul>
            </MatchCard>
          </div>
        ) : null}
      </PageContent>
    </TeamFrame>
  );
}
