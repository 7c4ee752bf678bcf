/** Chinese texts of the data board. */
export const ANALYSIS_TEXTS = {
  groupTable: (group: string) => `${group.replace(/^Group ([A-H])$/, '$1组')}积分榜（赛前）`,
  footballCoverage:
    '历史数据覆盖2018、2022世界杯及英超、德甲2023/24赛季起的比赛，两队在此范围内暂无交锋记录。',
  basketballRecord: '常规赛战绩',
  seriesBefore: (home: string, homeWins: number, away: string, awayWins: number) =>
    `总决赛系列赛赛前比分：${home}${homeWins}-${awayWins}${away}。`,
  basketballCoverage: '篮球历史数据仅含本站收录的2024年NBA总决赛场次。',
} as const;
