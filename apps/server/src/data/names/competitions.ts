/** Chinese names of the competitions and rounds in the data. */

const WORLD_CUP_ROUNDS: Readonly<Record<string, string>> = {
  'Round of 16': '1/8决赛',
  'Quarter-finals': '1/4决赛',
  'Semi-finals': '半决赛',
  'Match for third place': '三四名决赛',
  Final: '决赛',
};

/** The round of a World Cup match in Chinese: `决赛`, `1/8决赛`, `B组`; `''` when unknown. */
export function worldCupRound(round: string, group?: string): string {
  const knockout = WORLD_CUP_ROUNDS[round];
  if (knockout) return knockout;
  const letter = /^Group ([A-H])$/.exec(group ?? '')?.[1];
  return letter ? `${letter}组` : '';
}

/** The competition of a World Cup match, e.g. `2018世界杯 决赛` or `2018世界杯 B组`. */
export function worldCupCompetition(year: number, round: string, group?: string): string {
  const label = worldCupRound(round, group);
  return label ? `${year}世界杯 ${label}` : `${year}世界杯`;
}

/** The leagues of the results history. */
export const LEAGUES = {
  'en.1': { name: '英超', fullName: '英格兰足球超级联赛', timeZone: 'Europe/London' },
  'de.1': { name: '德甲', fullName: '德国足球甲级联赛', timeZone: 'Europe/Berlin' },
} as const;

/** A league key of the results history. */
export type LeagueKey = keyof typeof LEAGUES;

/** The Chinese label of a league round: `Matchday 12` → `第12轮`. */
export function leagueRound(round: string): string {
  const day = /^Matchday (\d+)$/.exec(round)?.[1];
  return day ? `第${day}轮` : round;
}

/** The competition of an NBA Finals game, e.g. `NBA总决赛 第1场`, from ESPN's `gameNote`. */
export function nbaFinalsCompetition(gameNote: string): string {
  const game = /Game (\d+)/.exec(gameNote)?.[1];
  return game ? `NBA总决赛 第${game}场` : 'NBA总决赛';
}
