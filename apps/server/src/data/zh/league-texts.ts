/** Chinese texts of the league database pages. */
export const LEAGUE_TEXTS = {
  worldCup: '世界杯',
  leagueTable: '积分榜',
  homeTable: '主场积分榜',
  awayTable: '客场积分榜',
  groupTable: (group: string) => `${group.replace(/^Group ([A-H])$/, '$1组')}积分榜`,
} as const;
