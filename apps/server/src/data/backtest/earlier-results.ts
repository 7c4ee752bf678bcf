import type { FootballResult } from '../history/football-results';
import { LEAGUES, type LeagueKey } from '../names/competitions';
import { type FootballTeamInfo, footballTeamByName } from '../names/football-teams';
import { readJson } from '../shared/read-json';

/** Where the reduced openfootball results before the app's seasons live under the data directory. */
export const EARLIER_RESULTS_PATH = ['models', 'earlier-results.json'] as const;

/** A result of a second division: what a promoted team's prior is made from. */
export interface SecondDivisionResult {
  /** The first division the division feeds (`en.2` feeds `en.1`). */
  league: LeagueKey;
  season: string;
  kickoff: string;
  homeId: string;
  awayId: string;
  ft: readonly [number, number];
}

/** The results the models learn from before the app's first league season (2023-24). */
export interface EarlierResults {
  /** First-division seasons, as history results (the warm-up of the walk-forward). */
  firstDivision: FootballResult[];
  secondDivision: SecondDivisionResult[];
}

interface EarlierFile {
  /** Each row: kick-off (UTC ISO), 1 when the source gives the time, the teams, the score. */
  files: { path: string; rows: [string, 0 | 1, string, string, number, number][] }[];
}

/** Second-division names of clubs the first-division files name otherwise. */
const SAME_CLUB: Readonly<Record<string, string>> = {
  'VfL Bochum': 'VfL Bochum 1848',
  'Werder Bremen': 'SV Werder Bremen',
  'FC St. Pauli': 'FC St. Pauli 1910',
  'SpVgg Greuther Fürth': 'SpVgg Greuther Fürth 1903',
};

/**
 * A team of the earlier seasons: its app identity when the app knows it, else one named by the
 * source (a club that has not played in the app's seasons), so a club keeps one id across seasons
 * and divisions.
 */
function teamOf(name: string, known: Map<string, FootballTeamInfo>): FootballTeamInfo {
  const cached = known.get(name);
  if (cached) return cached;
  const sourceName = SAME_CLUB[name] ?? name;
  let team: FootballTeamInfo;
  try {
    team = footballTeamByName(sourceName);
  } catch {
    team = { id: `openfootball:${sourceName}`, name: sourceName, code: '' };
  }
  known.set(name, team);
  return team;
}

/**
 * Reads `models/earlier-results.json` (openfootball, reduced: docs/models.md §2): the Premier League
 * and Bundesliga 2020-21 to 2022-23 and the two second divisions 2020-21 to 2024-25, every result
 * played. Only the models read them; the pages show the app's seasons alone.
 */
export function loadEarlierResults(dataDir: string): EarlierResults {
  const file = readJson<EarlierFile>(dataDir, ...EARLIER_RESULTS_PATH);
  const firstDivision: FootballResult[] = [];
  const secondDivision: SecondDivisionResult[] = [];
  const known = new Map<string, FootballTeamInfo>();
  for (const { path, rows } of file.files) {
    const [season = '', name = ''] = path.split('/');
    const [country = '', division = ''] = name.split('.');
    const league = `${country}.1` as LeagueKey;
    if (!(league in LEAGUES)) throw new Error(`Unknown league in ${path}`);
    rows.forEach(([kickoff, timeKnown, team1, team2, goals1, goals2], index) => {
      const home = teamOf(team1, known);
      const away = teamOf(team2, known);
      if (division === '2') {
        secondDivision.push({
          league,
          season,
          kickoff,
          homeId: home.id,
          awayId: away.id,
          ft: [goals1, goals2],
        });
        return;
      }
      firstDivision.push({
        id: `${league}-${season}-${String(index + 1).padStart(3, '0')}`,
        competitionKey: league,
        season,
        competition: LEAGUES[league].name,
        round: '',
        group: null,
        kickoff,
        timeKnown: timeKnown === 1,
        home,
        away,
        homeSourceName: team1,
        awaySourceName: team2,
        venueAdvantage: 1,
        ft: [goals1, goals2],
        ht: null,
        et: null,
        penalties: null,
      });
    });
  }
  return { firstDivision, secondDivision };
}

/** The app's results with the earlier first-division seasons before them, sorted by kick-off. */
export function withEarlierSeasons(
  results: readonly FootballResult[],
  earlier: EarlierResults,
): FootballResult[] {
  return [...earlier.firstDivision, ...results].sort(
    (a, b) => a.kickoff.localeCompare(b.kickoff) || a.id.localeCompare(b.id),
  );
}

/**
 * What the walk-forward models learn from: the app's results (`results`, as the server loads them)
 * after the earlier first-division seasons of `dataDir`.
 */
export function modelHistory(
  dataDir: string,
  results: readonly FootballResult[],
): FootballResult[] {
  return withEarlierSeasons(results, loadEarlierResults(dataDir));
}
