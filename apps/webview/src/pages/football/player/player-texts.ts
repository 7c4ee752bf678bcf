/** Every user-visible text of the player page, in one place for review. */
export const PLAYER_TEXT = {
  title: '球员',
  loading: '球员数据加载中',
  empty: '没有这名球员的数据',
  shirt: (n: number) => `${n} 号`,
  matchesTitle: '本届赛事',
  matchesAside: (n: number) => `${n} 场`,
  noMatches: '回放中他还没有出场的比赛',
  live: '进行中',
  shotsTitle: '射门分布',
  shotsLoading: '射门分布加载中…',
  columns: {
    match: '比赛',
    minutes: '出场',
    goals: '进球',
    assists: '助攻',
    xg: 'xG',
    rating: '评分',
  },
  minutes: (n: number) => `${n}′`,
  versus: (name: string) => `对 ${name}`,
  nobody: '',
} as const;
