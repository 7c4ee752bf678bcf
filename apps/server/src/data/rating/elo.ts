/** Parameters of the football Elo rating (fitted values are in `docs/data.md`). */
export interface EloParameters {
  /** Rating every team starts with. */
  initial: number;
  /** K factor of league matches. */
  kLeague: number;
  /** K factor of World Cup matches. */
  kWorldCup: number;
  /** Rating points added to the side playing at home. */
  homeAdvantage: number;
  /** Share of the distance to the league mean a rating loses between seasons. */
  seasonRegression: number;
}

/** The fitted parameters (see `docs/data.md` and the fit test). */
export const ELO_PARAMETERS: EloParameters = {
  initial: 1500,
  kLeague: 12,
  kWorldCup: 20,
  homeAdvantage: 35,
  seasonRegression: 0,
};

/** Expected points share (win 1, draw ½) of a side `diff` rating points stronger. */
export function eloExpected(diff: number): number {
  return 1 / (1 + 10 ** (-diff / 400));
}

/**
 * The goal-difference multiplier of the World Football Elo Ratings: 1 for a one-goal margin or a
 * draw, 1.5 for two goals, (11 + n) / 8 for n ≥ 3.
 */
export function goalDifferenceMultiplier(margin: number): number {
  const n = Math.abs(margin);
  if (n <= 1) return 1;
  if (n === 2) return 1.5;
  return (11 + n) / 8;
}
