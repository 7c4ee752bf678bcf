import type { FootballResult } from '../history/football-results';
import {
  type DixonColesFit,
  type DixonColesPrior,
  fitDixonColes,
  fixtureGoalMeans,
} from './dixon-coles';
import { goalPool } from './football-elo';

/** A second-division result, with the first division it feeds. */
export interface FeederResult {
  league: string;
  season: string;
  kickoff: string;
  homeId: string;
  awayId: string;
  ft: readonly [number, number];
}

/** Settings of the walk-forward Dixon–Coles ratings (chosen values in `docs/models.md`). */
export interface DixonColesParameters {
  /** Exponential time decay of a league result's weight, per day (Dixon and Coles' ξ). */
  decayPerDay: number;
  /** The same for World Cup results, whose teams meet far more rarely. */
  worldCupDecayPerDay: number;
  /** The priors of the fit, but for the teams' prior means, which the ratings keep. */
  prior: Omit<DixonColesPrior, 'attack' | 'defence'>;
  /** Per-league decay replacing `decayPerDay` (`en.1`, `de.1`). */
  decayByLeague?: Readonly<Record<string, number>>;
  /**
   * How much of a promoted team's strength relative to the other promoted teams, fitted on the
   * second-division season it comes from, is added to its prior (0: none, every promoted team
   * starts at the relegated teams' mean).
   */
  promotedSpread?: number;
  /**
   * Extra weight factor of a league result per season boundary between it and the pool's current
   * season (squads change in the summer); absent or 1: none.
   */
  seasonDiscount?: number;
}

/** The chosen settings (see `docs/models.md`). */
export const DIXON_COLES_PARAMETERS: DixonColesParameters = {
  decayPerDay: 0.002,
  worldCupDecayPerDay: 0,
  prior: {
    teamSd: 0.3,
    homeMean: 0.2,
    homeSd: 0.2,
    baseMean: Math.log(1.35),
    baseSd: 0.2,
    rhoMean: 0,
    rhoSd: 0.1,
  },
};

/** The goal model of one fixture: Poisson means and Dixon & Coles' ρ. */
export interface GoalForecast {
  lambdaHome: number;
  lambdaAway: number;
  rho: number;
}

const DAY_MS = 86_400_000;

/** One competition pool (a league, or the World Cups together) and its current fit. */
class Pool {
  constructor(readonly key: string) {}

  readonly index = new Map<string, number>();
  readonly attackPrior: number[] = [];
  readonly defencePrior: number[] = [];
  /** The results learned, column by column, and their kick-off times. */
  readonly played = {
    home: [] as number[],
    away: [] as number[],
    venue: [] as number[],
    homeGoals: [] as number[],
    awayGoals: [] as number[],
    time: [] as number[],
    /** How many seasons the pool had started when the result was learned. */
    seasonIndex: [] as number[],
  };
  /** Seasons started so far. */
  seasons = 0;
  fit: DixonColesFit | null = null;
  stale = true;
  season: string | null = null;

  /** The index of a team, added with a zero prior (the pool's average) when new. */
  team(id: string): number {
    const known = this.index.get(id);
    if (known !== undefined) return known;
    this.index.set(id, this.attackPrior.length);
    this.attackPrior.push(0);
    this.defencePrior.push(0);
    this.stale = true;
    return this.attackPrior.length - 1;
  }

  /** Sets the prior means of a team (adding it when new). */
  setPrior(id: string, attack: number, defence: number): void {
    const index = this.team(id);
    this.attackPrior[index] = attack;
    this.defencePrior[index] = defence;
    this.stale = true;
  }
}

/**
 * Dixon–Coles ratings fitted walk-forward: each competition pool is refitted, from its previous fit,
 * on every result learned so far whenever it is asked for a forecast after new results. A result
 * weighs `exp(−ξ·days)` by its age counted from the pool's latest result, so a fit changes only when
 * results arrive. A team promoted to a league has as prior the mean strengths, at the end of the last
 * season, of the teams that left it (relegated), as the Elo rating starts it at their mean rating;
 * the season's team list comes from its fixture list.
 */
export class DixonColesRatings {
  private readonly pools = new Map<string, Pool>();

  constructor(
    private readonly teamsOf: ReadonlyMap<string, ReadonlySet<string>>,
    private readonly parameters: DixonColesParameters = DIXON_COLES_PARAMETERS,
    private readonly feeders: readonly FeederResult[] = [],
  ) {}

  private pool(result: FootballResult): Pool {
    const key = goalPool(result.competitionKey);
    let pool = this.pools.get(key);
    if (!pool) {
      pool = new Pool(key);
      this.pools.set(key, pool);
    }
    if (pool.season !== result.season) this.startSeason(pool, result);
    return pool;
  }

  private startSeason(pool: Pool, result: FootballResult): void {
    const previous = pool.season;
    pool.season = result.season;
    pool.seasons += 1;
    const league = result.competitionKey;
    if (previous === null || league.startsWith('wc')) return;
    const before = this.teamsOf.get(`${league}:${previous}`) ?? new Set<string>();
    const now = this.teamsOf.get(`${league}:${result.season}`) ?? new Set<string>();
    const fit = this.refit(pool, false);
    const left = [...before].filter((id) => !now.has(id));
    const mean = (values: ArrayLike<number>) => {
      const picked = left.map((id) => values[pool.index.get(id) ?? -1] ?? 0);
      return picked.length ? picked.reduce((a, b) => a + b, 0) / picked.length : 0;
    };
    const attack = mean(fit.attack);
    const defence = mean(fit.defence);
    const promoted = [...now].filter((id) => !before.has(id));
    const spread = this.promotedSpread(league, previous, promoted, Date.parse(result.kickoff));
    // A promoted team may have been in the league before: its old results stay, its prior resets.
    promoted.forEach((id, i) => {
      pool.setPrior(id, attack + (spread[i]?.attack ?? 0), defence + (spread[i]?.defence ?? 0));
    });
  }

  /**
   * Each promoted team's strengths relative to the other promoted teams', from a fit of the
   * second-division season `season` (results before `before` only), scaled by `promotedSpread`.
   */
  private promotedSpread(
    league: string,
    season: string,
    promoted: readonly string[],
    before: number,
  ): { attack: number; defence: number }[] {
    const scale = this.parameters.promotedSpread ?? 0;
    const played = this.feeders.filter(
      (r) => r.league === league && r.season === season && Date.parse(r.kickoff) < before,
    );
    if (scale === 0 || played.length === 0) return [];
    const index = new Map<string, number>();
    const team = (id: string) => {
      if (!index.has(id)) index.set(id, index.size);
      return index.get(id) as number;
    };
    const observations = {
      home: played.map((r) => team(r.homeId)),
      away: played.map((r) => team(r.awayId)),
      venue: played.map(() => 1),
      homeGoals: played.map((r) => r.ft[0]),
      awayGoals: played.map((r) => r.ft[1]),
      weight: played.map(() => 1),
    };
    const zeros = new Array<number>(index.size).fill(0);
    const fit = fitDixonColes(observations, {
      ...this.parameters.prior,
      attack: zeros,
      defence: zeros,
    });
    const known = promoted.filter((id) => index.has(id));
    const average = (values: Float64Array) =>
      known.reduce((sum, id) => sum + (values[index.get(id) as number] as number), 0) /
      Math.max(1, known.length);
    const attack = average(fit.attack);
    const defence = average(fit.defence);
    return promoted.map((id) => {
      const at = index.get(id);
      if (at === undefined) return { attack: 0, defence: 0 };
      return {
        attack: scale * ((fit.attack[at] as number) - attack),
        defence: scale * ((fit.defence[at] as number) - defence),
      };
    });
  }

  private refit(pool: Pool, worldCup: boolean): DixonColesFit {
    if (!pool.stale && pool.fit) return pool.fit;
    const decay = worldCup
      ? this.parameters.worldCupDecayPerDay
      : (this.parameters.decayByLeague?.[pool.key] ?? this.parameters.decayPerDay);
    const { time } = pool.played;
    const latest = time.reduce((max, t) => Math.max(max, t), 0);
    const discount = worldCup ? 1 : (this.parameters.seasonDiscount ?? 1);
    const { seasonIndex } = pool.played;
    const weight = time.map(
      (t, i) =>
        Math.exp((-decay * (latest - t)) / DAY_MS) *
        discount ** (pool.seasons - (seasonIndex[i] as number)),
    );
    pool.fit = fitDixonColes(
      { ...pool.played, weight },
      { ...this.parameters.prior, attack: pool.attackPrior, defence: pool.defencePrior },
      pool.fit ?? undefined,
    );
    pool.stale = false;
    return pool.fit;
  }

  /** The goal model of a fixture from the results learned so far. */
  forecast(result: FootballResult): GoalForecast {
    const pool = this.pool(result);
    const home = pool.team(result.home.id);
    const away = pool.team(result.away.id);
    const fit = this.refit(pool, result.competitionKey.startsWith('wc'));
    return { ...fixtureGoalMeans(fit, home, away, result.venueAdvantage), rho: fit.rho };
  }

  /** Learns a played result (its 90-minute score); a fixture not yet played changes nothing. */
  learn(result: FootballResult): void {
    if (!result.ft) return;
    const pool = this.pool(result);
    const { played } = pool;
    played.home.push(pool.team(result.home.id));
    played.away.push(pool.team(result.away.id));
    played.venue.push(result.venueAdvantage);
    played.homeGoals.push(result.ft[0]);
    played.awayGoals.push(result.ft[1]);
    played.time.push(Date.parse(result.kickoff));
    played.seasonIndex.push(pool.seasons);
    pool.stale = true;
  }
}
