import type { ReactNode } from 'react';
import {
  FOOTBALL_TEAM_ROUTES,
  type FootballTeamPage,
} from '../../../match/football/football-links';
import { TeamFrame, type TeamHead, type TeamPageLink } from '../../../match/shared/team-frame';
import { useMatchId, useQuery, useTeamId } from '../../../routing/query';
import { TEAM_TEXT } from './team-texts';
import './team.css';

const PAGES: readonly TeamPageLink<FootballTeamPage>[] = (
  ['detail', 'points', 'schedule'] as const
).map((key) => ({ key, route: FOOTBALL_TEAM_ROUTES[key], title: TEAM_TEXT.tabs[key] }));

/**
 * The frame of a football team's pages: the shared team frame with tabs between the team's detail,
 * points and schedule pages, reading `team_id` (and the `match_id` and `season` it was opened with, kept between the tabs)
 * from the URL.
 */
export function FootballTeamFrame({
  title,
  current,
  team,
  children,
}: {
  title: string;
  current: FootballTeamPage;
  team: TeamHead | null;
  children: ReactNode;
}) {
  const teamId = useTeamId();
  const matchId = useMatchId();
  const season = useQuery().get('season');
  return (
    <TeamFrame
      title={title}
      pages={PAGES}
      current={current}
      teamId={teamId}
      matchId={matchId}
      season={season}
      team={team}
    >
      {children}
    </TeamFrame>
  );
}
