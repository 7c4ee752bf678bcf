import { pageHref } from '../../routing/navigation';
import { FOOTBALL_TEAM_ROUTES, type FootballTeamPage } from './football-links';

/** A competition season as the football team pages' `season` parameter names it. */
export interface LinkedSeason {
  /** `wc`, `en.1`. */
  key: string;
  /** `2018`, `2024-25`. */
  season: string;
}

/** The `season` parameter of a competition season: `wc-2018`, `en.1-2024-25`. */
export function seasonParam(competition: LinkedSeason): string {
  return `${competition.key}-${competition.season}`;
}

/**
 * The link to a football team's page on one competition season (docs/behaviour.md, "Context
 * travels"): from the league database, or a match overview, whose season the team page opens on.
 * Kept apart from `football-links.ts` so the live pages, which link by match, do not load it.
 */
export function footballTeamSeasonHref(
  page: FootballTeamPage,
  teamId: string,
  competition: LinkedSeason,
  matchId?: string | null,
): string {
  return pageHref(FOOTBALL_TEAM_ROUTES[page], {
    team_id: teamId,
    match_id: matchId,
    season: seasonParam(competition),
  });
}
