import { pageHref } from '../../routing/navigation';

/** The basketball team pages, by the route each opens. */
export const BASKETBALL_TEAM_ROUTES = {
  detail: 'basketballTeamDetail',
  schedule: 'basketballTeamSchedule',
} as const;

/** The link to a team's page (`detail` or `schedule`), keeping the game it was opened from. */
export function teamHref(
  page: keyof typeof BASKETBALL_TEAM_ROUTES,
  teamId: string,
  matchId?: string | null,
): string {
  return pageHref(BASKETBALL_TEAM_ROUTES[page], { team_id: teamId, match_id: matchId });
}

/** The link to a basketball game's live page. */
export function gameHref(matchId: string): string {
  return pageHref('basketballLive', { match_id: matchId });
}
