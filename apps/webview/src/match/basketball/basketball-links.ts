import { hashHref } from '../../routing/hash-location';
import { buildUrl } from '../../routing/navigation';

/** The basketball team pages. */
export const BASKETBALL_TEAM_PATHS = {
  detail: '/pages/basketball/team/detail',
  schedule: '/pages/basketball/team/schedule',
} as const;

/** The link to a team's page (`detail` or `schedule`), keeping the game it was opened from. */
export function teamHref(
  page: keyof typeof BASKETBALL_TEAM_PATHS,
  teamId: string,
  matchId?: string | null,
): string {
  return hashHref(buildUrl(BASKETBALL_TEAM_PATHS[page], { team_id: teamId, match_id: matchId }));
}

/** The link to a basketball game's live page. */
export function gameHref(matchId: string): string {
  return hashHref(buildUrl('/pages/basketball/live/live', { match_id: matchId }));
}
