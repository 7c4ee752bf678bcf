import type { CompetitionKey, FootballResult } from '../history/football-results';

/** A competition season the backtest scores, with the names its tables use. */
export interface ScoredSeason {
  competitionKey: CompetitionKey;
  season: string;
  /** English name in `docs/models.md`. */
  label: string;
  /** Published score of the closing market (Pinnacle, de-margined), where one is known. */
  marketRps: number | null;
}

/**
 * What the backtest scores, in the order of its tables. The leagues' 2020-21 to 2022-23 seasons
 * (`earlier-results.ts`) are the warm-up: learned from, never forecast or scored. The history has
 * no national-team results before the World Cup 2018, so that tournament is scored from a level
 * start.
 */
export const SCORED_SEASONS: readonly ScoredSeason[] = [
  { competitionKey: 'en.1', season: '2023-24', label: 'Premier League 2023-24', marketRps: null },
  { competitionKey: 'en.1', season: '2024-25', label: 'Premier League 2024-25', marketRps: 0.196 },
  { competitionKey: 'en.1', season: '2025-26', label: 'Premier League 2025-26', marketRps: null },
  { competitionKey: 'de.1', season: '2023-24', label: 'Bundesliga 2023-24', marketRps: null },
  { competitionKey: 'de.1', season: '2024-25', label: 'Bundesliga 2024-25', marketRps: 0.2 },
  { competitionKey: 'de.1', season: '2025-26', label: 'Bundesliga 2025-26', marketRps: null },
  { competitionKey: 'wc2018', season: '2018', label: 'World Cup 2018', marketRps: null },
  { competitionKey: 'wc2022', season: '2022', label: 'World Cup 2022', marketRps: null },
];

/** The scored season a fixture belongs to, or `undefined` for the warm-up. */
export function scoredSeasonOf(result: FootballResult): ScoredSeason | undefined {
  return SCORED_SEASONS.find(
    (s) => s.competitionKey === result.competitionKey && s.season === result.season,
  );
}

/** The source's own code of a competition: openfootball's league codes, `worldcup` for both Cups. */
export function sourceCompetition(result: FootballResult): string {
  return result.competitionKey.startsWith('wc') ? 'worldcup' : result.competitionKey;
}
