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

/** The value, gradient and curvature of the objective at a point. */
export interface Evaluation {
  value: number;
  gradient: Float64Array;
  curvature: Float64Array;
}

/**
 * The Poisson part of the Dixon–Coles likelihood with Gaussian priors as penalties, its gradient and
 * its curvature (minus the Hessian), over the parameters `[base, home, attack…, defence…]` and, when
 * `teamHome` is set, each team's own home advantage after them (`[…, homeOf…]`).
 */
export class PoissonPart {
  private readonly size: number;
  /** Two evaluations' storage, reused by every Newton step of the fit (the current and the next). */
  readonly buffers: [Evaluation, Evaluation];

  constructor(
    private readonly observations: GoalObservations,
    private readonly teams: number,
    private readonly mean: Float64Array,
    private readonly precision: Float64Array,
    private readonly teamHome = false,
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
      own: number,
    ) => {
      const extra = atHome && own >= 0 ? (theta[own] as number) : 0;
      const eta =
        base + (atHome ? home + extra : 0) + (theta[attack] as number) + (theta[defence] as number);
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
        if (own >= 0) {
          // A team's own home term comes after every other parameter: row < column holds.
          gradient[own] = (gradient[own] as number) + r;
          for (const i of [0, 1, attack, defence, own]) {
            curvature[i * size + own] = (curvature[i * size + own] as number) + w;
          }
        }
      }
    };
    const { home: homes, away: aways, venue, homeGoals, awayGoals, weight } = this.observations;
    for (let m = 0; m < weight.length; m += 1) {
      const h = homes[m] as number;
      const a = aways[m] as number;
      const w = weight[m] as number;
      const ownHome = this.teamHome ? 2 + 2 * teams + h : -1;
      const ownAway = this.teamHome ? 2 + 2 * teams + a : -1;
      add(homeGoals[m] as number, w, venue[m] === 1, 2 + h, 2 + teams + a, ownHome);
      add(awayGoals[m] as number, w, venue[m] === -1, 2 + a, 2 + teams + h, ownAway);
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
