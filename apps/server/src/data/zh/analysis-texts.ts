/** Chinese texts of the data board. */
export const ANALYSIS_TEXTS = {
  groupTable: (group: string) => `${group.replace(/^Group ([A-H])$/, '$1组')}积分榜（赛前）`,
  footballCoverage:
    '历史数据覆盖2018、2022世界杯及英超、德甲2023/24赛季起的比赛，两队在此范围内暂无交锋记录。',
  basketballRecord: '常规赛战绩',
  seriesBefore: (standing: string) => `总决赛赛前：${standing}。`,
  basketballCoverage:
    '篮球历史数据仅含两队2023-24赛季的常规赛交手与总决赛系列赛，其余比赛不在数据范围内。',
} as const;
