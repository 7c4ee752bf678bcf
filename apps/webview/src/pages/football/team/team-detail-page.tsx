import { type FootballTeamInfo, footballTeamInfoCall } from '@kanqiu/core/contract/football';
import { BusinessError } from '@kanqiu/net';
import { EmptyState, FormChips } from '@kanqiu/ui';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { RecentResultRow } from '../../../match/football/recent-result-row';
import { MatchCard } from '../../../match/shared/match-card';
import { PageContent } from '../../../match/shared/page-content';
import { Skeleton } from '../../../match/shared/skeleton';
import type { TeamHead } from '../../../match/shared/team-frame';
import { useTeamId } from '../../../routing/query';
import { FootballTeamFrame } from './football-team-frame';
import { RecordsTable } from './records-table';
import { SquadTable } from './squad-table';
import { TEAM_TEXT } from './team-texts';
import { TopScorers } from './top-scorers';

/** The head of the team's pages from its info: English name, kind and confederation or league. */
export function infoHead(info: FootballTeamInfo): TeamHead {
  const where = info.confederation?.name ?? info.league?.name ?? null;
  return {
    code: info.team.code,
    name: info.team.name,
    lines: [[info.name_en, TEAM_TEXT.kind[info.kind], where].filter(Boolean).join(' · ')],
  };
}

/**
 * `/pages/soccer/team/detail`: a football team — its results per competition, its last results, its
 * scorers where the data names them and, for a World Cup 2018 team, the squad by position with what
 * each player did. Loaded over HTTP.
 */
export function FootballTeamDetailPage() {
  const teamId = useTeamId();
  const { refresh } = useServices();
  const info = useCall(footballTeamInfoCall, teamId ? { team_id: teamId } : null);
  const data = info.data;
  const refused = info.error instanceof BusinessError ? info.error : null;

  return (
    <FootballTeamFrame
      title={TEAM_TEXT.detailTitle}
      current="detail"
      team={data ? infoHead(data) : null}
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
          <div className="fteam-stack">
            <MatchCard title={TEAM_TEXT.recordsTitle}>
              <RecordsTable records={data.records} team={data.team.name} />
            </MatchCard>
            <MatchCard
              title={TEAM_TEXT.formTitle}
              aside={<FormChips results={[...data.form.results].reverse()} />}
            >
              {data.form.matches.length > 0 ? (
                <ol
                  className="recent-rows fteam-form"
                  aria-label={TEAM_TEXT.formLabel(data.team.name)}
                >
                  {data.form.matches.map((match) => (
                    <RecentResultRow key={match.match_id} match={match} teamId={data.team.id} />
                  ))}
                </ol>
              ) : (
                <EmptyState description={TEAM_TEXT.formEmpty} />
              )}
            </MatchCard>
            <MatchCard title={TEAM_TEXT.scorersTitle}>
              <TopScorers lists={data.top_scorers} />
            </MatchCard>
            <MatchCard
              title={TEAM_TEXT.squadTitle}
              aside={data.squad ? TEAM_TEXT.squadOf(data.squad.competition.name) : undefined}
            >
              {data.squad ? (
                <SquadTable squad={data.squad} team={data.team.name} />
              ) : (
                <EmptyState description={TEAM_TEXT.squadNone} />
              )}
            </MatchCard>
            {data.note ? (
              <p className="fteam-note" data-testid="team-note">
                {data.note}
              </p>
            ) : null}
          </div>
        ) : null}
      </PageContent>
    </FootballTeamFrame>
  );
}
