import { dixonColesTau } from './dixon-coles';

/** Most goals per side the score grid holds; the probability beyond it is negligible for football. */
const MAX_GOALS = 12;

function pmf(lambda: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= MAX_GOALS; k += 1) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/**
 * The distribution of the final score of a football match when each side's remaining goals are
 * independent Poisson counts (means `lambdaHome`, `lambdaAway`) added to the current score; with a
 * non-zero `rho`, the four low scores get Dixon & Coles' correction (`dixonColesTau`), which keeps
 * the total probability at one.
 */
export class ScoreDistribution {
  /** `grid[h][a]`: probability that home scores h and away a more goals. */
  private readonly grid: number[][];

  constructor(
    readonly lambdaHome: number,
    readonly lambdaAway: number,
    readonly homeNow = 0,
    readonly awayNow = 0,
    readonly rho = 0,
  ) {
    const home = pmf(Math.max(0, lambdaHome));
    const away = pmf(Math.max(0, lambdaAway));
    this.grid = home.map((ph, h) =>
      away.map(
        (pa, a) => ph * pa * (rho === 0 ? 1 : dixonColesTau(h, a, lambdaHome, lambdaAway, rho)),
      ),
    );
  }

  /**
   * Probability of each final margin (home minus away goals), as a function of the margin; built
   * once, so pricing many handicap lines stays cheap.
   */
  margin(): (margin: number) => number {
    const size = this.grid.length;
    const byMargin = new Float64Array(2 * size - 1);
    for (let h = 0; h < size; h += 1) {
      const row = this.grid[h] as number[];
      for (let a = 0; a < size; a += 1) {
        const at = h - a + size - 1;
        byMargin[at] = (byMargin[at] as number) + (row[a] as number);
      }
    }
    const lead = this.homeNow - this.awayNow;
    return (margin) => byMargin[margin - lead + size - 1] ?? 0;
  }

  /** Probability of each final total of goals, as a function of the total. */
  total(): (total: number) => number {
    const size = this.grid.length;
    const byTotal = new Float64Array(2 * size - 1);
    for (let h = 0; h < size; h += 1) {
      const row = this.grid[h] as number[];
      for (let a = 0; a < size; a += 1) {
        byTotal[h + a] = (byTotal[h + a] as number) + (row[a] as number);
      }
    }
    const now = this.homeNow + this.awayNow;
    return (total) => byTotal[total - now] ?? 0;
  }

  /** Sums the probability of the final scores for which `predicate(home, away)` holds. */
  probability(predicate: (home: number, away: number) => boolean): number {
    let total = 0;
    this.grid.forEach((row, h) => {
      row.forEach((p, a) => {
        if (predicate(this.homeNow + h, this.awayNow + a)) total += p;
      });
    });
    return total;
  }

  /** Home win, draw and away win. */
  outcome(): { home: number; draw: number; away: number } {
    let home = 0;
    let draw = 0;
    let mass = 0;
    const lead = this.homeNow - this.awayNow;
    for (let h = 0; h < this.grid.length; h += 1) {
      const row = this.grid[h] as number[];
      for (let a = 0; a < row.length; a += 1) {
        const p = row[a] as number;
        mass += p;
        const margin = lead + h - a;
        if (margin > 0) home += p;
        else if (margin === 0) draw += p;
      }
    }
    return { home: home / mass, draw: draw / mass, away: (mass - home - draw) / mass };
  }

  /** Expected points share of the home side (win 1, draw ½): what an Elo expectation predicts. */
  expectedScore(): number {
    const { home, draw } = this.outcome();
    return home + draw / 2;
  }
}

/** Home expected points share under independent Poisson goals, without building a grid. */
function poissonExpectedScore(lambdaHome: number, lambdaAway: number): number {
  const home = pmf(lambdaHome);
  const away = pmf(lambdaAway);
  let win = 0;
  let draw = 0;
  let mass = 0;
  for (let h = 0; h <= MAX_GOALS; h += 1) {
    const ph = home[h] as number;
    for (let a = 0; a <= MAX_GOALS; a += 1) {
      const p = ph * (away[a] as number);
      mass += p;
      if (h > a) win += p;
      else if (h === a) draw += p;
    }
  }
  return (win + draw / 2) / mass;
}

/**
 * The goal means of both sides for a match whose home side is expected to take `expected` of the
 * points (an Elo expectation) when `totalGoals` goals are expected in all: the split of the total is
 * found by bisection so that the Poisson score distribution gives exactly that expectation. This is
 * the draw model: draws come out of the score distribution, not from a separate parameter.
 */
export function goalMeans(
  expected: number,
  totalGoals: number,
): { lambdaHome: number; lambdaAway: number } {
  const target = Math.min(0.995, Math.max(0.005, expected));
  let lo = 0;
  let hi = totalGoals;
  for (let i = 0; i < 30; i += 1) {
    const mid = (lo + hi) / 2;
    if (poissonExpectedScore(mid, totalGoals - mid) < target) lo = mid;
    else hi = mid;
  }
  const lambdaHome = (lo + hi) / 2;
  return { lambdaHome, lambdaAway: totalGoals - lambdaHome };
}
