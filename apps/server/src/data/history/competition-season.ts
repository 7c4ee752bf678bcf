import type { CompetitionSeason } from '@kanqiu/core/contract/football';
import { LEAGUES, type LeagueKey } from '../names/competitions';
import { LEAGUE_TEXTS } from '../zh/league-texts';
import type { FootballResult } from './football-results';

/** The league database's key of a result's competition: `wc` for every World Cup, else the league. */
export function databaseKeyOf(result: Pick<FootballResult, 'competitionKey'>): string {
  return result.competitionKey.startsWith('wc') ? 'wc' : result.competitionKey;
}

/** The name of a competition season: `2018世界杯`, `英超 2024-25`. */
export function competitionSeasonName(key: string, season: string): string {
  return key === 'wc'
    ? `${season}${LEAGUE_TEXTS.worldCup}`
    : `${LEAGUES[key as LeagueKey]?.name ?? key} ${season}`;
}

/** The competition season of a result, as the league database names it. */
export function competitionSeasonOf(result: FootballResult): CompetitionSeason {
  const key = databaseKeyOf(result);
  return { key, season: result.season, name: competitionSeasonName(key, result.season) };
}
