import type { BasketballSeasonRecord } from '@kanqiu/core/contract/basketball';
import type { ReactNode } from 'react';
import { BASKETBALL_TEAM_ROUTES } from '../../../match/basketball/basketball-links';
import { TeamFrame as SharedTeamFrame, type TeamPageLink } from '../../../match/shared/team-frame';
import { TEAM_TEXT } from './team-texts';
import '../../../match/basketball/basketball.css';
import './team.css';

/** The team as the head of its pages shows it. */
export interface TeamHeadData {
  code: string;
  full_name: string;
  name_en: string;
  city: string;
}

const PAGES: readonly TeamPageLink<'detail' | 'schedule'>[] = [
  { key: 'detail', route: BASKETBALL_TEAM_ROUTES.detail, title: TEAM_TEXT.tabs.detail },
  { key: 'schedule', route: BASKETBALL_TEAM_ROUTES.schedule, title: TEAM_TEXT.tabs.schedule },
];

/**
 * The frame of a basketball team's pages: the shared team frame with the team's names and season
 * record in its head, and tabs between its detail and schedule pages.
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
  current: 'detail' | 'schedule';
  teamId: string | null;
  matchId: string | null;
  team: TeamHeadData | null;
  record: BasketballSeasonRecord | null;
  children: ReactNode;
}) {
  return (
    <SharedTeamFrame
      title={title}
      pages={PAGES}
      current={current}
      teamId={teamId}
      matchId={matchId}
      team={
        team
          ? {
              code: team.code,
              name: team.full_name,
              lines: [
                `${team.name_en} · ${team.city}`,
                record ? (
                  <span key="record" className="team-head__record" data-testid="team-record">
                    {TEAM_TEXT.season(record.season, record.total.summary)}
                  </span>
                ) : null,
              ].filter((line) => line !== null),
            }
          : null
      }
    >
      {children}
    </SharedTeamFrame>
  );
}
