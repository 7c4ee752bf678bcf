import type { Sport } from '@kanqiu/core';
import type { BasketballMatchPage } from '@kanqiu/core/contract/basketball';
import type { FootballMatchPage } from '@kanqiu/core/contract/football';
import type { MatchState } from '@kanqiu/core/contract/match';

/** What a source knows of a match's competition. */
export interface CompetitionNames {
  sport: Sport;
  /** Competition and round in Chinese (`2018世界杯 决赛`). */
  competition: string;
  key?: string | undefined;
  name?: string | undefined;
  stage?: string | undefined;
}

/**
 * The match-list entry's competition key, name and round; a match that names none is split at its
 * first space (`2018世界杯 决赛` → `2018世界杯`, `决赛`).
 */
export function competitionParts(names: CompetitionNames) {
  const [name = names.competition, ...rest] = names.competition.split(' ');
  return {
    competition_key: names.key ?? names.sport,
    competition_name: names.name ?? name,
    stage: names.stage ?? rest.join(' '),
  };
}

/** The match-list entry's score and clock, as the match page shows them now. */
export function scoreboard(page: FootballMatchPage | BasketballMatchPage, state: MatchState) {
  const clock =
    state !== 'live'
      ? ''
      : page.sport === 'football'
        ? page.minute_text
        : [page.status_label, page.clock].filter(Boolean).join(' ');
  return {
    status_id: page.status_id,
    status_label: page.status_label,
    clock_text: clock,
    home_score: page.home_team.score,
    away_score: page.away_team.score,
    penalty_score:
      page.sport === 'football' &&
      typeof page.home_team.penalty_score === 'number' &&
      typeof page.away_team.penalty_score === 'number'
        ? `${page.home_team.penalty_score}-${page.away_team.penalty_score}`
        : null,
  };
}
