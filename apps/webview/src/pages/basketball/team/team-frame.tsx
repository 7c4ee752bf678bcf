import type { BasketballSeasonRecord } from '@kanqiu/core/contract';
import { PullRefresh, Tabs } from '@kanqiu/ui';
import type { ReactNode } from 'react';
import { useServices } from '../../../app/services-context';
import { BASKETBALL_TEAM_PATHS } from '../../../match/basketball/basketball-links';
import { TeamCrest } from '../../../match/team-crest';
import { redirectTo } from '../../../routing/navigation';
import { NoticePage } from '../../../shell/notice-page';
import { PageFrame } from '../../../shell/page-frame';
import { TEAM_TEXT } from './team-texts';
import '../../../match/match.css';
import '../../../match/basketball/basketball.css';
import './team.css';

/** The team as the head of its pages shows it. */
export interface TeamHeadData {
  code: string;
  full_name: string;
  name_en: string;
  city: string;
}

const PAGES = ['detail', 'schedule'] as const;

/**
 * The frame of a team's pages: the top bar, the team's head (crest, names, season record), tabs
 * between its detail and schedule pages, and pull-to-refresh. Without a valid `team_id` it explains
 * that instead of loading anything.
 */
export function TeamFrame({
  title,
  current,
  teamId,
  matchId,
  team,
  record,
  children,
}: {
  title: string;
  current: (typeof PAGES)[number];
  teamId: string | null;
  matchId: string | null;
  team: TeamHeadData | null;
  record: BasketballSeasonRecord | null;
  children: ReactNode;
}) {
  const { bridge, refresh } = useServices();
  if (!teamId)
    return <NoticePage title={title} heading={TEAM_TEXT.noTeam} body={TEAM_TEXT.noTeamBody} />;
  return (
    <PageFrame title={title}>
      {team ? (
        <section className="team-head" aria-label={team.full_name}>
          <TeamCrest code={team.code} size={56} />
          <div className="team-head__names">
            <h2 className="team-head__name">{team.full_name}</h2>
            <p className="team-head__en">
              {team.name_en} · {team.city}
            </p>
            {record ? (
              <p className="team-head__record" data-testid="team-record">
                {TEAM_TEXT.season(record.season, record.total.summary)}
              </p>
            ) : null}
          </div>
        </section>
      ) : (
        <div className="team-head team-head--slot" aria-hidden="true" />
      )}
      {bridge.hasNativeHost() ? null : (
        <nav className="match-subnav app-tabbar" aria-label={TEAM_TEXT.tabsLabel}>
          <Tabs
            label={TEAM_TEXT.tabsLabel}
            items={PAGES.map((page) => ({ key: page, title: TEAM_TEXT.tabs[page] }))}
            active={PAGES.indexOf(current)}
            onChange={(index) => {
              const target = PAGES[index];
              if (target) {
                redirectTo(BASKETBALL_TEAM_PATHS[target], { team_id: teamId, match_id: matchId });
              }
            }}
          />
        </nav>
      )}
      <div className="match-body">
        <PullRefresh onRefresh={refresh}>{children}</PullRefresh>
      </div>
    </PageFrame>
  );
}
