import { fitLogistic, sigmoid } from './fit-logistic';
import { shotGeometry } from './shot-geometry';
import { HELD_OUT_COMPETITION, type TrainingShot } from './training-shots';
import { explainXg, XG_FEATURES, type XgModel, xgFeatures } from './xg-model';

/** The shots the model learns from (every competition but the held-out one). */
export function trainingSplit(shots: readonly TrainingShot[]): {
  train: TrainingShot[];
  test: TrainingShot[];
} {
  return {
    train: shots.filter((shot) => shot.competition !== HELD_OUT_COMPETITION),
    test: shots.filter((shot) => shot.competition === HELD_OUT_COMPETITION),
  };
}

/**
 * Fits the expected-goals model: penalties at the share scored, every other shot by logistic
 * regression on distance, angle, header, direct free kick and counter-attack.
 */
export function fitXgModel(train: readonly TrainingShot[]): XgModel {
  const penalties = train.filter((shot) => shot.kind === 'penalty');
  const others = train.filter((shot) => shot.kind !== 'penalty');
  const rows = others.map((shot) => {
    const values = xgFeatures(shot);
    return [1, ...XG_FEATURES.map((feature) => values[feature])];
  });
  const [intercept = 0, ...rest] = fitLogistic(
    rows,
    others.map((shot) => (shot.goal ? 1 : 0)),
  );
  const coefficients = Object.fromEntries(
    XG_FEATURES.map((feature, index) => [feature, rest[index] ?? 0]),
  ) as Record<(typeof XG_FEATURES)[number], number>;
  return {
    intercept,
    coefficients,
    penaltyRate: penalties.filter((shot) => shot.goal).length / penalties.length,
  };
}

/** A forecaster of a shot's goal probability. */
export type ShotForecaster = (shot: TrainingShot) => number;

/** The two baselines the model must beat: the overall goal rate, and distance alone. */
export function xgBaselines(train: readonly TrainingShot[]): {
  goalRate: ShotForecaster;
  distanceOnly: ShotForecaster;
} {
  const rate = train.filter((shot) => shot.goal).length / train.length;
  const [a = 0, b = 0] = fitLogistic(
    train.map((shot) => [1, shotGeometry(shot.x, shot.y).distance]),
    train.map((shot) => (shot.goal ? 1 : 0)),
  );
  return {
    goalRate: () => rate,
    distanceOnly: (shot) => sigmoid(a + b * shotGeometry(shot.x, shot.y).distance),
  };
}

/** Probabilities are kept this far from 0 and 1 so one confident miss cannot make log loss infinite. */
const PROBABILITY_FLOOR = 1e-6;

/** Mean log loss and Brier score of a forecaster over shots. */
export function scoreForecaster(
  shots: readonly TrainingShot[],
  forecast: ShotForecaster,
): { logLoss: number; brier: number; totalXg: number } {
  let logLoss = 0;
  let brier = 0;
  let totalXg = 0;
  for (const shot of shots) {
    const p = Math.min(1 - PROBABILITY_FLOOR, Math.max(PROBABILITY_FLOOR, forecast(shot)));
    const y = shot.goal ? 1 : 0;
    logLoss -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
    brier += (p - y) ** 2;
    totalXg += p;
  }
  return { logLoss: logLoss / shots.length, brier: brier / shots.length, totalXg };
}

/** Upper bounds of the reliability table's xG bins (the last bin ends at 1). */
export const RELIABILITY_BINS = [0.05, 0.1, 0.2, 0.3, 0.5, 1] as const;

/** Per xG bin: how many shots, the mean xG, and the share that went in. */
export function reliabilityTable(
  model: XgModel,
  shots: readonly TrainingShot[],
): { from: number; to: number; shots: number; meanXg: number; goalRate: number }[] {
  return RELIABILITY_BINS.map((to, index) => {
    const from = index === 0 ? 0 : (RELIABILITY_BINS[index - 1] as number);
    const inBin = shots.filter((shot) => {
      const xg = explainXg(model, shot).xg;
      return xg >= from && (xg < to || (to === 1 && xg <= 1));
    });
    const meanXg = inBin.reduce((sum, shot) => sum + explainXg(model, shot).xg, 0) / inBin.length;
    const goalRate = inBin.filter((shot) => shot.goal).length / inBin.length;
    return { from, to, shots: inBin.length, meanXg, goalRate };
  });
}
