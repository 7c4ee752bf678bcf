import type { CompetitionKey, FootballResult } from '../history/football-results';
import { ELO_PARAMETERS, type EloParameters, eloExpected, goalDifferenceMultiplier } from './elo';
import { goalMeans } from './poisson-goals';

/** Goals per match assumed before a competition has results of its own. */
export const PRIOR_MEAN_GOALS = 2.7;
/** Weight of that assumption, in matches. */
const PRIOR_MATCHES = 20;

/** A fixture with the model's view of it just before kick-off (nothing from its own or later results). */
export interface RatedFixture {
  result: FootballResult;
  homeRating: number;
  awayRating: number;
  /** How many earlier results each side has in the history. */
  homeHistory: number;
  awayHistory: number;
  /** Home side's expected points share (win 1, draw ½), venue included. */
  expected: number;
  /** Goals per match in the competition's earlier results. */
  meanGoals: number;
  lambdaHome: number;
  lambdaAway: number;
}

function goalPool(key: CompetitionKey): string {
  return key === 'wc2018' || key === 'wc2022' ? 'wc' : key;
}

/** The result used for ratings: extra time counts, a shoot-out is a draw. */
function ratingScore(result: FootballResult): readonly [number, number] | null {
  return result.et ?? result.ft;
}

/**
 * Runs the Elo rating over the whole history in kick-off order. Every fixture is rated with the
 * ratings as they stood before its kick-off: fixtures kicking off at the same moment are all rated
 * before any of their results is applied, so no fixture sees its own or a later result.
 *
 * Between league seasons ratings move `seasonRegression` of the way back to the league mean; a team
 * new to a league starts at the mean final rating of the teams that left it.
 */
export function rateFootball(
  results: readonly FootballResult[],
  parameters: EloParameters = ELO_PARAMETERS,
): RatedFixture[] {
  const ratings = new Map<string, number>();
  const history = new Map<string, number>();
  const goals = new Map<string, { total: number; matches: number }>();
  const seasonOf = new Map<string, string>();
  const teamsOf = new Map<string, Set<string>>();
  for (const result of results) {
    const key = `${result.competitionKey}:${result.season}`;
    const set = teamsOf.get(key) ?? new Set<string>();
    set.add(result.home.id);
    set.add(result.away.id);
    teamsOf.set(key, set);
  }
  const rating = (id: string) => ratings.get(id) ?? parameters.initial;

  const startSeason = (result: FootballResult) => {
    const league = result.competitionKey;
    const previous = seasonOf.get(league);
    seasonOf.set(league, result.season);
    if (previous === undefined || previous === result.season || league.startsWith('wc')) return;
    const before = teamsOf.get(`${league}:${previous}`) ?? new Set<string>();
    const now = teamsOf.get(`${league}:${result.season}`) ?? new Set<string>();
    const stayed = [...now].filter((id) => before.has(id));
    const left = [...before].filter((id) => !now.has(id));
    const mean = (ids: string[]) =>
      ids.length ? ids.reduce((sum, id) => sum + rating(id), 0) / ids.length : parameters.initial;
    const leagueMean = mean([...before]);
    const newcomer = mean(left);
    for (const id of stayed) {
      ratings.set(id, leagueMean + (1 - parameters.seasonRegression) * (rating(id) - leagueMean));
    }
    for (const id of now) if (!before.has(id)) ratings.set(id, newcomer);
  };

  const out: RatedFixture[] = [];
  let i = 0;
  while (i < results.length) {
    let j = i;
    while (j < results.length && results[j]?.kickoff === results[i]?.kickoff) j += 1;
    const batch = results.slice(i, j);
    for (const result of batch) startSeason(result);
    for (const result of batch) {
      const pool = goals.get(goalPool(result.competitionKey)) ?? { total: 0, matches: 0 };
      const meanGoals =
        (PRIOR_MEAN_GOALS * PRIOR_MATCHES + pool.total) / (PRIOR_MATCHES + pool.matches);
      const homeRating = rating(result.home.id);
      const awayRating = rating(result.away.id);
      const expected = eloExpected(
        homeRating - awayRating + result.venueAdvantage * parameters.homeAdvantage,
      );
      out.push({
        result,
        homeRating,
        awayRating,
        homeHistory: history.get(result.home.id) ?? 0,
        awayHistory: history.get(result.away.id) ?? 0,
        expected,
        meanGoals,
        ...goalMeans(expected, meanGoals),
      });
    }
    const ratedBatch = out.slice(out.length - batch.length);
    for (const rated of ratedBatch) {
      const { result } = rated;
      const score = ratingScore(result);
      if (!score) continue;
      const actual = score[0] > score[1] ? 1 : score[0] < score[1] ? 0 : 0.5;
      const k = result.competitionKey.startsWith('wc') ? parameters.kWorldCup : parameters.kLeague;
      const change = k * goalDifferenceMultiplier(score[0] - score[1]) * (actual - rated.expected);
      ratings.set(result.home.id, rated.homeRating + change);
      ratings.set(result.away.id, rated.awayRating - change);
      history.set(result.home.id, (history.get(result.home.id) ?? 0) + 1);
      history.set(result.away.id, (history.get(result.away.id) ?? 0) + 1);
      const pool = goals.get(goalPool(result.competitionKey)) ?? { total: 0, matches: 0 };
      if (result.ft) {
        pool.total += result.ft[0] + result.ft[1];
        pool.matches += 1;
      }
      goals.set(goalPool(result.competitionKey), pool);
    }
    i = j;
  }
  return out;
}
