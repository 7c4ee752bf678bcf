import { sigmoid } from './fit-logistic';
import { shotGeometry } from './shot-geometry';

/** How a shot came about, as the events record it. */
export type XgShotKind = 'open_play' | 'free_kick' | 'penalty';
/** What the shot was struck with. */
export type XgBodyPart = 'left' | 'right' | 'head_or_other';

/** What the model knows of a shot before its outcome: where from, how, with what. */
export interface XgShot {
  /** Wyscout position, 0–100 each way, x = 100 the goal line attacked. */
  x: number;
  y: number;
  kind: XgShotKind;
  body: XgBodyPart;
  /** Taken in a counter-attack (Wyscout tag 1901). */
  counter: boolean;
}

/** The model's inputs besides the intercept, in coefficient order. */
export const XG_FEATURES = ['distance', 'angle', 'header', 'free_kick', 'counter'] as const;
export type XgFeature = (typeof XG_FEATURES)[number];

/** A fitted expected-goals model as the server stores and loads it. */
export interface XgModel {
  /** Log-odds of a goal with every feature at zero. */
  intercept: number;
  /** Change in log-odds per unit of each feature (metres, radians, or 1 for a yes). */
  coefficients: Readonly<Record<XgFeature, number>>;
  /** Share of penalties scored in the training data: every penalty's xG. */
  penaltyRate: number;
}

/** The model's feature values for a (non-penalty) shot. */
export function xgFeatures(shot: XgShot): Record<XgFeature, number> {
  const { distance, angle } = shotGeometry(shot.x, shot.y);
  return {
    distance,
    angle,
    header: shot.body === 'head_or_other' ? 1 : 0,
    free_kick: shot.kind === 'free_kick' ? 1 : 0,
    counter: shot.counter ? 1 : 0,
  };
}

/** One shot's xG with what it rests on, so a fan can check the number. */
export interface XgExplained {
  xg: number;
  /** Distance to the goal's centre, metres; angle the goal mouth opens, degrees. */
  distance: number;
  angleDegrees: number;
  /** Each feature's value and its share of the log-odds (`value × coefficient`); empty for a penalty. */
  contributions: readonly { feature: XgFeature; value: number; logOdds: number }[];
}

/** The xG of one shot: the fixed rate for a penalty, the fitted logistic model otherwise. */
export function explainXg(model: XgModel, shot: XgShot): XgExplained {
  const { distance, angle } = shotGeometry(shot.x, shot.y);
  const angleDegrees = (angle * 180) / Math.PI;
  if (shot.kind === 'penalty') {
    return { xg: model.penaltyRate, distance, angleDegrees, contributions: [] };
  }
  const values = xgFeatures(shot);
  const contributions = XG_FEATURES.map((feature) => ({
    feature,
    value: values[feature],
    logOdds: values[feature] * model.coefficients[feature],
  }));
  const logOdds = contributions.reduce((sum, part) => sum + part.logOdds, model.intercept);
  return { xg: sigmoid(logOdds), distance, angleDegrees, contributions };
}

/** The xG of one shot. */
export function shotXg(model: XgModel, shot: XgShot): number {
  return explainXg(model, shot).xg;
}
