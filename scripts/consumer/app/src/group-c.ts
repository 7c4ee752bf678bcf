/** A row of the 2018 World Cup group C table. */
export interface Standing extends Record<string, unknown> {
  team: string;
  win: number;
  draw: number;
  lose: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDiff: number;
  points: number;
}

const row = (team: string, win: number, draw: number, lose: number, gf: number, ga: number) => ({
  team,
  win,
  draw,
  lose,
  goalsFor: gf,
  goalsAgainst: ga,
  goalDiff: gf - ga,
  points: win * 3 + draw,
});

/** The final table of group C at the 2018 World Cup (openfootball), in finishing order. */
export const GROUP_C: Standing[] = [
  row('法国', 2, 1, 0, 3, 1),
  row('丹麦', 1, 2, 0, 2, 1),
  row('秘鲁', 1, 0, 2, 2, 2),
  row('澳大利亚', 0, 1, 2, 2, 5),
];
