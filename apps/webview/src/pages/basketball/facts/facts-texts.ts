/** Every user-visible text of the basketball facts page, in one place for review. */
export const FACTS_TEXT = {
  title: '赛况',
  statsTitle: '技术统计',
  statsEmpty: '跳球之后显示双方技术统计',
  shooting: { fg: '投篮', fg3: '三分', ft: '罚球' },
  shot: (made: number, attempted: number, pct: number | null) =>
    `${made}-${attempted} ${pct === null ? '-' : `${pct.toFixed(1)}%`}`,
  finalOnly: '内线得分和快攻得分只在终场后的技术统计中提供',
  leadersTitle: '球队领袖',
  leaderCategories: { points: '得分', rebounds: '篮板', assists: '助攻' },
  noLeader: '暂无',
  leadersEmpty: '跳球之后显示双方得分、篮板、助攻最多的球员',
} as const;
