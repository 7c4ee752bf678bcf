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

/** The competitions whose goals per match are counted together (both World Cups are one pool). */
export function goalPool(key: CompetitionKey): string {
  return key === 'wc2018' || key === 'wc2022' ? 'wc' : key;
}

/** The result used for ratings: extra time counts, a shoot-out is a draw. */
function ratingScore(result: FootballResult): readonly [number, number] | null {
  return result.et ?? result.ft;
}

/** The teams of every competition season (`en.1:2024-25` → ids), from the fixture lists. */
export function seasonTeams(results: readonly FootballResult[]): Map<string, Set<string>> {
  const teams = new Map<string, Set<string>>();
  for (const result of results) {
    const key = `${result.competitionKey}:${result.season}`;
    const set = teams.get(key) ?? new Set<string>();
    set.add(result.home.id);
    set.add(result.away.id);
    teams.set(key, set);
  }
  return teams;
}

/**
 * The football Elo rating as it stands after the results it has been given (`docs/data.md`, "Elo
 * rating"). {@link rate} gives a fixture's pre-match view, {@link apply} learns its result; the caller
 * decides which fixtures are rated before which results are applied.
 *
 * Between league seasons ratings move `seasonRegression` of the way back to the league mean; a team
 * new to a league starts at the mean final rating of the teams that left it. The season's team list
 * comes from its fixture list, which is known before the season starts.
 */
export class FootballElo {
  private readonly ratings = new Map<string, number>();
  private readonly history = new Map<string, number>();
  private readonly goals = new Map<string, { total: number; matches: number }>();
  private readonly seasonOf = new Map<string, string>();

  constructor(
    private readonly teamsOf: ReadonlyMap<string, ReadonlySet<string>>,
    private readonly parameters: EloParameters = ELO_PARAMETERS,
  ) {}

  private rating(id: string): number {
    return this.ratings.get(id) ?? this.parameters.initial;
  }

  private startSeason(result: FootballResult): void {
    const league = result.competitionKey;
    const previous = this.seasonOf.get(league);
    this.seasonOf.set(league, result.season);
    if (previous === undefined || previous === result.season || league.startsWith('wc')) return;
    const before = this.teamsOf.get(`${league}:${previous}`) ?? new Set<string>();
    const now = this.teamsOf.get(`${league}:${result.season}`) ?? new Set<string>();
    const stayed = [...now].filter((id) => before.has(id));
    const left = [...before].filter((id) => !now.has(id));
    const mean = (ids: string[]) =>
      ids.length
        ? ids.reduce((sum, id) => sum + this.rating(id), 0) / ids.length
        : this.parameters.initial;
    const leagueMean = mean([...before]);
    const newcomer = mean(left);
    const keep = 1 - this.parameters.seasonRegression;
    for (const id of stayed) {
      this.ratings.set(id, leagueMean + keep * (this.rating(id) - leagueMean));
    }
    for (const id of now) if (!before.has(id)) this.ratings.set(id, newcomer);
  }

  /** The fixture as the rating sees it now (starting its season first when it is the first of it). */
  rate(result: FootballResult): RatedFixture {
    this.startSeason(result);
    const pool = this.goals.get(goalPool(result.competitionKey)) ?? { total: 0, matches: 0 };
    const meanGoals =
      (PRIOR_MEAN_GOALS * PRIOR_MATCHES + pool.total) / (PRIOR_MATCHES + pool.matches);
    const homeRating = this.rating(result.home.id);
    const awayRating = this.rating(result.away.id);
    const expected = eloExpected(
      homeRating - awayRating + result.venueAdvantage * this.parameters.homeAdvantage,
    );
    return {
      result,
      homeRating,
      awayRating,
      homeHistory: this.history.get(result.home.id) ?? 0,
      awayHistory: this.history.get(result.away.id) ?? 0,
      expected,
      meanGoals,
      ...goalMeans(expected, meanGoals),
    };
  }

  /** Learns the result of a fixture rated by {@link rate}; a fixture not yet played changes nothing. */
  apply(rated: RatedFixture): void {
    const { result } = rated;
    const score = ratingScore(result);
    if (!score) return;
    const actual = score[0] > score[1] ? 1 : score[0] < score[1] ? 0 : 0.5;
    const k = result.competitionKey.startsWith('wc')
      ? this.parameters.kWorldCup
      : this.parameters.kLeague;
    const change = k * goalDifferenceMultiplier(score[0] - score[1]) * (actual - rated.expected);
    this.ratings.set(result.home.id, this.rating(result.home.id) + change);
    this.ratings.set(result.away.id, this.rating(result.away.id) - change);
    this.history.set(result.home.id, (this.history.get(result.home.id) ?? 0) + 1);
    this.history.set(result.away.id, (this.history.get(result.away.id) ?? 0) + 1);
    const pool = this.goals.get(goalPool(result.competitionKey)) ?? { total: 0, matches: 0 };
    if (result.ft) {
      pool.total += result.ft[0] + result.ft[1];
      pool.matches += 1;
    }
    this.goals.set(goalPool(result.competitionKey), pool);
  }
}
