import { pageHref } from '../../routing/navigation';

/** The football team pages, by the route each opens. */
export const FOOTBALL_TEAM_ROUTES = {
  detail: 'footballTeamDetail',
  points: 'footballTeamPoints',
  schedule: 'footballTeamSchedule',
} as const;

/** A football team page. */
export type FootballTeamPage = keyof typeof FOOTBALL_TEAM_ROUTES;

/**
 * The link to a football team's page. `teamId` is the team's code (`FRA`, `MCI`) or, for a World Cup
 * 2018 team, its Wyscout id as the match pages carry it; the match it was opened from is kept.
 */
export function footballTeamHref(
  page: FootballTeamPage,
  teamId: string,
  matchId?: string | null,
): string {
  return pageHref(FOOTBALL_TEAM_ROUTES[page], { team_id: teamId, match_id: matchId });
}

/** The link to a replayed football match's live page. */
export function footballLiveHref(replayMatchId: string): string {
  return pageHref('footballLive', { match_id: replayMatchId });
}

/**
 * The link to a football match's overview (综合): a replayed match by its replay id, any match of the
 * results history by its id there (`wc2022-064`, `en.1-2024-25-001`).
 */
export function footballOverviewHref(matchId: string): string {
  return pageHref('footballGen', { match_id: matchId });
}

/** Where a match of a schedule or table opens: the replay's live page, else its overview. */
export function footballMatchHref(match: {
  match_id: string;
  replay_match_id?: string | null;
}): string {
  return match.replay_match_id
    ? footballLiveHref(match.replay_match_id)
    : footballOverviewHref(match.match_id);
}
