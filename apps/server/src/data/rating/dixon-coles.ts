import { choleskyFactor, choleskySolve } from './cholesky';

/**
 * The results the Dixon–Coles fit learns from, column by column (result i is entry i of every
 * column); teams are indices into the fit's strengths.
 */
export interface GoalObservations {
  readonly home: ArrayLike<number>;
  readonly away: ArrayLike<number>;
  /** 1 when the home side plays at home, 0 on neutral ground, −1 when the away side is the host. */
  readonly venue: ArrayLike<number>;
  readonly homeGoals: ArrayLike<number>;
  readonly awayGoals: ArrayLike<number>;
  /** Weight of each result in the likelihood (the time decay). */
  readonly weight: ArrayLike<number>;
}

/** Gaussian priors of the fit: they keep every strength defined, even for a team without results. */
export interface DixonColesPrior {
  /** Prior mean of each team's attack (log goals scored, relative to the base). */
  attack: readonly number[];
  /** Prior mean of each team's defence (log goals conceded, relative to the base; higher is weaker). */
  defence: readonly number[];
  /** Standard deviation of a team's strengths around their prior means. */
  teamSd: number;
  /** Prior mean and standard deviation of the home advantage (log goals). */
  homeMean: number;
  homeSd: number;
  /** Prior mean and standard deviation of the base (log goals per side). */
  baseMean: number;
  baseSd: number;
  /** Prior mean and standard deviation of ρ. */
  rhoMean: number;
  rhoSd: number;
}

/** A fitted Dixon–Coles model. */
export interface DixonColesFit {
  /** Log goals per side of two average teams on neutral ground. */
  base: number;
  /** Log goals added to the side playing at home. */
  home: number;
  attack: Float64Array;
  defence: Float64Array;
  /** Dependence of low scores (Dixon & Coles' ρ; negative makes 0–0 and 1–1 likelier). */
  rho: number;
}

const MAX_NEWTON_STEPS = 30;
/** A Newton step this small ends the fit: the next one would move the strengths by ~1e-6. */
const TOLERANCE = 1e-3;

/** Goal means of a fixture under a fit. */
export function fixtureGoalMeans(
  fit: DixonColesFit,
  home: number,
  away: number,
  venue: 1 | 0 | -1,
): { lambdaHome: number; lambdaAway: number } {
  const h = fit.home;
  return {
    lambdaHome: Math.exp(
      fit.base + (venue === 1 ? h : 0) + (fit.attack[home] ?? 0) + (fit.defence[away] ?? 0),
    ),
    lambdaAway: Math.exp(
      fit.base + (venue === -1 ? h : 0) + (fit.attack[away] ?? 0) + (fit.defence[home] ?? 0),
    ),
  };
}

/**
 * Dixon & Coles' correction of the four low scores (0–0, 1–0, 0–1, 1–1) of two independent Poisson
 * counts: a factor on their probability, 1 for every other score.
 */
export function dixonColesTau(
  homeGoals: number,
  awayGoals: number,
  lambdaHome: number,
  lambdaAway: number,
  rho: number,
): number {
  if (homeGoals === 0 && awayGoals === 0) return 1 - lambdaHome * lambdaAway * rho;
  if (homeGoals === 0 && awayGoals === 1) return 1 + lambdaHome * rho;
  if (homeGoals === 1 && awayGoals === 0) return 1 + lambdaAway * rho;
  if (homeGoals === 1 && awayGoals === 1) return 1 - rho;
  return 1;
}

/**
 * Fits the Dixon–Coles model (Dixon & Coles 1997) to weighted results by maximum penalised
 * likelihood: home goals ~ Poisson(exp(base + home + attack[home] + defence[away])) and the away
 * side's likewise, the Gaussian priors as penalties. The Poisson part is fitted by Newton's method
 * (the penalised log-likelihood is concave, so it converges from any start, fastest from the last
 * fit); ρ is then fitted on the low scores with the goal means held, as Dixon and Coles suggest.
 */
export function fitDixonColes(
  observations: GoalObservations,
  prior: DixonColesPrior,
  start?: DixonColesFit,
): DixonColesFit {
  const teams = prior.attack.length;
  const size = 2 + 2 * teams;
  const mean = new Float64Array(size);
  const precision = new Float64Array(size);
  mean[0] = prior.baseMean;
  precision[0] = 1 / prior.baseSd ** 2;
  mean[1] = prior.homeMean;
  precision[1] = 1 / prior.homeSd ** 2;
  for (let t = 0; t < teams; t += 1) {
    mean[2 + t] = prior.attack[t] ?? 0;
    mean[2 + teams + t] = prior.defence[t] ?? 0;
    precision[2 + t] = 1 / prior.teamSd ** 2;
    precision[2 + teams + t] = 1 / prior.teamSd ** 2;
  }
  let theta = mean.slice();
  if (start) {
    theta[0] = start.base;
    theta[1] = start.home;
    for (let t = 0; t < Math.min(teams, start.attack.length); t += 1) {
      theta[2 + t] = start.attack[t] as number;
      theta[2 + teams + t] = start.defence[t] as number;
    }
  }

  const model = new PoissonPart(observations, teams, mean, precision);
  const factor = new Float64Array(size * size);
  let state = model.evaluate(theta, model.buffers[0]);
  let spare = model.buffers[1];
  for (let step = 0; step < MAX_NEWTON_STEPS; step += 1) {
    choleskyFactor(state.curvature, size, factor);
    const delta = choleskySolve(factor, state.gradient);
    const length = delta.reduce((m, x) => Math.max(m, Math.abs(x)), 0);
    if (length < TOLERANCE) {
      // Newton's method converges quadratically: after so small a step the error is negligible.
      theta = theta.map((x, i) => x + (delta[i] as number));
      break;
    }
    let scale = 1;
    let next = theta.map((x, i) => x + (delta[i] as number));
    let nextState = model.evaluate(next, spare);
    // Newton's full step almost always climbs here; halve it on the rare occasion it does not.
    while (nextState.value < state.value - 1e-9 && scale > 1e-4) {
      scale /= 2;
      next = theta.map((x, i) => x + scale * (delta[i] as number));
      nextState = model.evaluate(next, spare);
    }
    theta = next;
    spare = state;
    state = nextState;
  }

  const fit: DixonColesFit = {
    base: theta[0] as number,
    home: theta[1] as number,
    attack: theta.slice(2, 2 + teams),
    defence: theta.slice(2 + teams),
    rho: 0,
  };
  fit.rho = fitRho(observations, fit, prior, start?.rho ?? prior.rhoMean);
  return fit;
}

/** The value, gradient and curvature of the objective at a point. */
interface Evaluation {
  value: number;
  gradient: Float64Array;
  curvature: Float64Array;
}

/** The penalised Poisson log-likelihood, its gradient and its curvature (minus the Hessian). */
class PoissonPart {
  private readonly size: number;
  /** Two evaluations' storage, reused by every Newton step of the fit (the current and the next). */
  readonly buffers: [Evaluation, Evaluation];

  constructor(
    private readonly observations: GoalObservations,
    private readonly teams: number,
    private readonly mean: Float64Array,
    private readonly precision: Float64Array,
  ) {
    this.size = mean.length;
    const buffer = (): Evaluation => ({
      value: 0,
      gradient: new Float64Array(this.size),
      curvature: new Float64Array(this.size * this.size),
    });
    this.buffers = [buffer(), buffer()];
  }

  /** Evaluates at `theta` into `into` (overwritten) and returns it. */
  evaluate(theta: Float64Array, into: Evaluation): Evaluation {
    const { size, teams } = this;
    const { gradient, curvature } = into;
    curvature.fill(0);
    let value = 0;
    for (let i = 0; i < size; i += 1) {
      const off = (theta[i] as number) - (this.mean[i] as number);
      const p = this.precision[i] as number;
      value -= (p * off * off) / 2;
      gradient[i] = -p * off;
      curvature[i * size + i] = p;
    }
    const base = theta[0] as number;
    const home = theta[1] as number;
    let homeWeight = 0;
    let homeResidual = 0;
    // One side's term: its goals against exp(base + [home] + attack + defence). The curvature gets
    // w·λ on every pair of the (up to) four parameters involved.
    const add = (
      goals: number,
      weight: number,
      atHome: boolean,
      attack: number,
      defence: number,
    ) => {
      const eta =
        base + (atHome ? home : 0) + (theta[attack] as number) + (theta[defence] as number);
      const lambda = Math.exp(eta);
      value += weight * (goals * eta - lambda);
      const r = weight * (goals - lambda);
      const w = weight * lambda;
      gradient[0] = (gradient[0] as number) + r;
      gradient[attack] = (gradient[attack] as number) + r;
      gradient[defence] = (gradient[defence] as number) + r;
      curvature[0] = (curvature[0] as number) + w;
      curvature[attack] = (curvature[attack] as number) + w;
      curvature[defence] = (curvature[defence] as number) + w;
      curvature[attack * size + attack] = (curvature[attack * size + attack] as number) + w;
      curvature[defence * size + defence] = (curvature[defence * size + defence] as number) + w;
      curvature[attack * size + defence] = (curvature[attack * size + defence] as number) + w;
      if (atHome) {
        homeWeight += w;
        homeResidual += r;
        curvature[size + attack] = (curvature[size + attack] as number) + w;
        curvature[size + defence] = (curvature[size + defence] as number) + w;
      }
    };
    const { home: homes, away: aways, venue, homeGoals, awayGoals, weight } = this.observations;
    for (let m = 0; m < weight.length; m += 1) {
      const h = homes[m] as number;
      const a = aways[m] as number;
      const w = weight[m] as number;
      add(homeGoals[m] as number, w, venue[m] === 1, 2 + h, 2 + teams + a);
      add(awayGoals[m] as number, w, venue[m] === -1, 2 + a, 2 + teams + h);
    }
    gradient[1] = (gradient[1] as number) + homeResidual;
    curvature[1] = (curvature[1] as number) + homeWeight;
    curvature[size + 1] = (curvature[size + 1] as number) + homeWeight;
    // Only the upper triangle (row ≤ column) was filled: attack indices are below defence indices,
    // and the base and the home advantage come first. Mirror it.
    for (let i = 0; i < size; i += 1) {
      for (let j = i + 1; j < size; j += 1)
        curvature[j * size + i] = curvature[i * size + j] as number;
    }
    into.value = value;
    return into;
  }
}

/**
 * The ρ that maximises the weighted likelihood of the low scores (with its prior), by Newton's
 * method on that concave function, kept where every correction factor stays positive.
 */
function fitRho(
  observations: GoalObservations,
  fit: DixonColesFit,
  prior: DixonColesPrior,
  start: number,
): number {
  const slopes: number[] = [];
  const weights: number[] = [];
  let lo = -1;
  let hi = 1;
  const { home, away, venue, homeGoals, awayGoals, weight } = observations;
  for (let m = 0; m < weight.length; m += 1) {
    const hg = homeGoals[m] as number;
    const ag = awayGoals[m] as number;
    if (hg > 1 || ag > 1) continue;
    const { lambdaHome: lh, lambdaAway: la } = fixtureGoalMeans(
      fit,
      home[m] as number,
      away[m] as number,
      venue[m] as 1 | 0 | -1,
    );
    // τ = 1 + c·ρ for the four low scores.
    const c = hg === 0 ? (ag === 0 ? -lh * la : lh) : ag === 0 ? la : -1;
    slopes.push(c);
    weights.push(weight[m] as number);
    if (c > 0) lo = Math.max(lo, -0.99 / c);
    else hi = Math.min(hi, 0.99 / -c);
  }
  const precision = 1 / prior.rhoSd ** 2;
  let rho = Math.min(hi, Math.max(lo, start));
  for (let step = 0; step < 20; step += 1) {
    let first = -precision * (rho - prior.rhoMean);
    let second = -precision;
    slopes.forEach((c, i) => {
      const t = 1 + c * rho;
      const w = weights[i] as number;
      first += (w * c) / t;
      second -= (w * c * c) / (t * t);
    });
    const next = Math.min(hi, Math.max(lo, rho - first / second));
    const moved = Math.abs(next - rho);
    rho = next;
    if (moved < 1e-9) break;
  }
  return rho;
}
