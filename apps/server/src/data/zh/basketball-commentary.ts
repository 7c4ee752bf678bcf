/**
 * kanqiu's own Chinese descriptions of basketball plays (the `description` field of a text-live
 * line), written from the facts of each play; the wording varies by a stable hash of the play id.
 */
import type { FoulType, ShotType, TurnoverType } from '../basketball/play-kinds';
import { pickStable } from '../shared/stable-hash';

const SHOTS: Readonly<Record<ShotType, string>> = {
  alley_oop: '空接扣篮',
  dunk: '扣篮',
  tip: '补篮',
  putback: '补篮',
  reverse_layup: '反手上篮',
  finger_roll: '挑篮',
  driving_layup: '突破上篮',
  layup: '上篮',
  hook: '勾手',
  floater: '抛投',
  fadeaway: '后仰跳投',
  step_back: '后撤步跳投',
  pullup: '急停跳投',
  turnaround: '转身跳投',
  jumper: '跳投',
};

/** The Chinese name of a shot family (`后撤步跳投`), a three named as such. */
export function basketballShotName(shot: ShotType, three: boolean): string {
  return three ? `三分${SHOTS[shot]}` : SHOTS[shot];
}

const TURNOVERS: Readonly<Record<TurnoverType, string>> = {
  lost_ball: '运球被断丢失球权',
  bad_pass: '传球失误',
  traveling: '走步违例',
  out_of_bounds: '出界失误',
  offensive_foul: '进攻犯规导致失误',
  shot_clock: '24秒违例',
  other: '失误',
};

const FOULS: Readonly<Record<FoulType, string>> = {
  personal: '个人犯规',
  shooting: '投篮犯规',
  loose_ball: '争抢犯规',
  offensive: '进攻犯规',
  charge: '带球撞人',
  take: '战术犯规',
  technical: '技术犯规',
  flagrant: '恶意犯规',
  other: '犯规',
};

/** How a shot is named: `26英尺三分跳投`, `打板抛投`, `突破上篮`. */
export function shotName(
  shot: ShotType,
  three: boolean,
  bank: boolean,
  distance: number | null,
): string {
  const far = distance !== null && distance >= 10 ? `${distance}英尺` : '';
  return `${far}${three ? '三分' : ''}${bank ? '打板' : ''}${SHOTS[shot]}`;
}

/** Descriptions of every kind of play. Names are Chinese; `key` picks the wording. */
export const BASKETBALL_LINES = {
  made: (key: string, player: string, shot: string, assist: string | null) => {
    const verb = pickStable(['命中', '得手', '打进'], key);
    return assist ? `${player}${shot}${verb}（${assist}助攻）` : `${player}${shot}${verb}`;
  },
  missed: (key: string, player: string, shot: string) =>
    `${player}${shot}${pickStable(['不中', '偏出', '没有打进'], key)}`,
  blocked: (blocker: string, player: string, shot: string) => `${blocker}封盖了${player}的${shot}`,
  freeThrow: (
    player: string,
    index: number,
    of: number,
    made: boolean,
    madeOfSequence: number | null,
  ) =>
    `${player}第${index}次罚球${made ? '命中' : '不中'}${madeOfSequence === null ? '' : `，${of}罚${madeOfSequence}中`}`,
  rebound: (key: string, player: string, offensive: boolean) =>
    offensive
      ? `${player}${pickStable(['抢下进攻篮板', '拼到前场篮板'], key)}`
      : `${player}${pickStable(['拿下防守篮板', '保护好后场篮板'], key)}`,
  teamRebound: (team: string, offensive: boolean) =>
    `${team}${offensive ? '获得前场' : '获得后场'}团队篮板`,
  turnover: (player: string, kind: TurnoverType, stealer: string | null) =>
    stealer ? `${stealer}抢断成功，${player}${TURNOVERS[kind]}` : `${player}${TURNOVERS[kind]}`,
  teamTurnover: (team: string, kind: TurnoverType) => `${team}${TURNOVERS[kind]}`,
  foul: (player: string, kind: FoulType) => `${player}${FOULS[kind]}`,
  substitution: (playerIn: string, playerOut: string) => `换人：${playerIn}替下${playerOut}`,
  timeout: (team: string) => `${team}请求暂停`,
  jumpball: (first: string, second: string, gains: string | null) =>
    gains ? `${first}与${second}跳球，${gains}得到球权` : `${first}与${second}跳球`,
  periodStart: (period: string) => `${period}比赛开始`,
  periodEnd: (period: string) => `${period}结束`,
  gameEnd: (home: string, homeScore: number, away: string, awayScore: number) =>
    `全场比赛结束，${home}${homeScore}-${awayScore}${away}`,
  review: (team: string | null, challenge: boolean, outcome: 'upheld' | 'overturned' | null) => {
    const who = challenge ? `${team ?? ''}教练发起挑战` : '裁判主动回看录像';
    if (outcome === 'overturned') return `${who}，原判被改判`;
    if (outcome === 'upheld') return `${who}，维持原判`;
    return `${who}，裁判回看录像`;
  },
  other: (team: string | null) => `${team ?? '场上'}比赛继续`,
} as const;

/** `第3节`, `加时1`. */
export function periodName(period: number): string {
  return period <= 4 ? `第${period}节` : `加时${period - 4}`;
}

/** Chinese status labels of a basketball page. */
export const BASKETBALL_STATUS_TEXTS = {
  halfTime: '中场休息',
  periodEnded: (period: number) => `${periodName(period)}结束`,
} as const;

/** Chinese labels of the team statistics. */
export const BASKETBALL_STAT_LABELS = {
  fg_made: '投篮命中',
  fg_attempted: '投篮出手',
  fg3_made: '三分命中',
  fg3_attempted: '三分出手',
  ft_made: '罚球命中',
  ft_attempted: '罚球出手',
  rebounds: '篮板',
  offensive_rebounds: '前场篮板',
  defensive_rebounds: '后场篮板',
  assists: '助攻',
  steals: '抢断',
  blocks: '盖帽',
  turnovers: '失误',
  fouls: '犯规',
  points_in_paint: '内线得分',
  fast_break_points: '快攻得分',
} as const;
