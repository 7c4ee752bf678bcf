import { UNKNOWN_LABEL } from './football-event';

/** Football positions: forward, midfielder, defender, goalkeeper. */
export type FootballPosition = 'F' | 'M' | 'D' | 'G';

/** Basketball positions: center, small/power forward, shooting/point guard, forward, guard. */
export type BasketballPosition = 'C' | 'SF' | 'PF' | 'SG' | 'PG' | 'F' | 'G';

/** Chinese label of every football position. */
export const FOOTBALL_POSITION_LABELS: Readonly<Record<FootballPosition, string>> = {
  F: '前锋',
  M: '中场',
  D: '后卫',
  G: '守门员',
};

/** Chinese label of every basketball position. */
export const BASKETBALL_POSITION_LABELS: Readonly<Record<BasketballPosition, string>> = {
  C: '中锋',
  SF: '小前锋',
  PF: '大前锋',
  SG: '得分后卫',
  PG: '控球后卫',
  F: '前锋',
  G: '后卫',
};

function lookup<K extends string>(labels: Readonly<Record<K, string>>, code: unknown): string {
  return typeof code === 'string' && Object.hasOwn(labels, code)
    ? labels[code as K]
    : UNKNOWN_LABEL;
}

/** True when `code` is a football position. */
export function isFootballPosition(code: unknown): code is FootballPosition {
  return typeof code === 'string' && Object.hasOwn(FOOTBALL_POSITION_LABELS, code);
}

/** True when `code` is a basketball position. */
export function isBasketballPosition(code: unknown): code is BasketballPosition {
  return typeof code === 'string' && Object.hasOwn(BASKETBALL_POSITION_LABELS, code);
}

/** The Chinese label of a football position (`'F'` → `前锋`); `未知` otherwise. */
export function footballPositionLabel(
  code: FootballPosition | (string & {}) | null | undefined,
): string {
  return lookup(FOOTBALL_POSITION_LABELS, code);
}

/** The Chinese label of a basketball position (`'PG'` → `控球后卫`); `未知` otherwise. */
export function basketballPositionLabel(
  code: BasketballPosition | (string & {}) | null | undefined,
): string {
  return lookup(BASKETBALL_POSITION_LABELS, code);
}
