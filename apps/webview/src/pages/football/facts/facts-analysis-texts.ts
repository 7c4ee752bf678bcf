/** The facts page's analysis texts (shot map, xG race, full statistics), in one place for review. */
export const FACTS_ANALYSIS_TEXT = {
  shotMapTitle: '射门分布',
  xgRaceTitle: 'xG 走势',
  fullStatsTitle: '全部技术统计',
  loading: '数据加载中…',
  unavailable: '本场比赛暂无射门与技术统计数据',
  percent: '%',
} as const;
