import { choleskyFactor, choleskySolve } from './cholesky';
import { type GoalObservations, PoissonPart } from './dixon-coles-likelihood';

export type { GoalObservations } from './dixon-coles-likelihood';

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
  /**
   * Standard deviation of each team's own home advantage around the common one (shrinkage); absent
   * or 0: one home advantage for every team.
   */
  teamHomeSd?: number;
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
  /** Each team's own home advantage added to `home`, when fitted. */
  homeOf?: Float64Array;
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
  const own = (team: number) => fit.homeOf?.[team] ?? 0;
  return {
    lambdaHome: Math.exp(
      fit.base +
        (venue === 1 ? h + own(home) : 0) +
        (fit.attack[home] ?? 0) +
        (fit.defence[away] ?? 0),
    ),
    lambdaAway: Math.exp(
      fit.base +
        (venue === -1 ? h + own(away) : 0) +
        (fit.attack[away] ?? 0) +
        (fit.defence[home] ?? 0),
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
  const teamHome = (prior.teamHomeSd ?? 0) > 0;
  const size = 2 + (teamHome ? 3 : 2) * teams;
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
    if (teamHome) precision[2 + 2 * teams + t] = 1 / (prior.teamHomeSd as number) ** 2;
  }
  let theta = mean.slice();
  if (start) {
    theta[0] = start.base;
    theta[1] = start.home;
    for (let t = 0; t < Math.min(teams, start.attack.length); t += 1) {
      theta[2 + t] = start.attack[t] as number;
      theta[2 + teams + t] = start.defence[t] as number;
      if (teamHome && start.homeOf) theta[2 + 2 * teams + t] = start.homeOf[t] as number;
    }
  }

  const model = new PoissonPart(observations, teams, mean, precision, teamHome);
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
    defence: theta.slice(2 + teams, 2 + 2 * teams),
    rho: 0,
  };
  if (teamHome) fit.homeOf = theta.slice(2 + 2 * teams);
  fit.rho = fitRho(observations, fit, prior, start?.rho ?? prior.rhoMean);
  return fit;
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
