/**
 * Football match event types (docs/behaviour.md §3), by code. Codes 14 and 20 are not used.
 */
export const FootballEvent = {
  Goal: 1,
  Corner: 2,
  YellowCard: 3,
  RedCard: 4,
  Offside: 5,
  FreeKick: 6,
  GoalKick: 7,
  Penalty: 8,
  Substitution: 9,
  MatchStart: 10,
  HalfTime: 11,
  MatchEnd: 12,
  HalfTimeScore: 13,
  SecondYellow: 15,
  PenaltyMissed: 16,
  OwnGoal: 17,
  Assist: 18,
  InjuryTime: 19,
  ShotOnTarget: 21,
  ShotOffTarget: 22,
  Attack: 23,
  DangerousAttack: 24,
  Possession: 25,
  ExtraTimeEnded: 26,
  ShootoutEnded: 27,
  Var: 28,
  ShootoutPenalty: 29,
  ShootoutPenaltyMissed: 30,
} as const;

/** A football event key, such as `'Goal'`. */
export type FootballEventKey = keyof typeof FootballEvent;

/** A football event code, such as `1` (goal). */
export type FootballEventCode = (typeof FootballEvent)[FootballEventKey];

/** Chinese label of every football event code. */
export const FOOTBALL_EVENT_LABELS: Readonly<Record<FootballEventCode, string>> = {
  1: '进球',
  2: '角球',
  3: '黄牌',
  4: '红牌',
  5: '越位',
  6: '任意球',
  7: '球门球',
  8: '点球',
  9: '换人',
  10: '比赛开始',
  11: '中场休息',
  12: '比赛结束',
  13: '半场比分',
  15: '两黄变一红',
  16: '点球未进',
  17: '乌龙球',
  18: '助攻',
  19: '伤停补时',
  21: '射正',
  22: '射偏',
  23: '进攻',
  24: '危险进攻',
  25: '控球率',
  26: '加时赛结束',
  27: '点球大战结束',
  28: 'VAR',
  29: '点球大战（罚进）',
  30: '点球大战（罚失）',
};

/** Label shown for a code that no table knows. */
export const UNKNOWN_LABEL = '未知';

const keyByCode = new Map<number, FootballEventKey>(
  (Object.entries(FootballEvent) as [FootballEventKey, FootballEventCode][]).map(([key, code]) => [
    code,
    key,
  ]),
);

/** True when `code` is one of the football event codes of docs/behaviour.md §3. */
export function isFootballEventCode(code: unknown): code is FootballEventCode {
  return typeof code === 'number' && keyByCode.has(code);
}

/** The key of a football event code (`1` → `'Goal'`), or `undefined` for an unknown code. */
export function footballEventKey(code: number): FootballEventKey | undefined {
  return keyByCode.get(code);
}

/**
 * The Chinese label of a football event code; `未知` for a code that is not in docs/behaviour.md §3.
 *
 * @example
 * footballEventLabel(17); // '乌龙球'
 */
export function footballEventLabel(code: number): string {
  return isFootballEventCode(code) ? FOOTBALL_EVENT_LABELS[code] : UNKNOWN_LABEL;
}
