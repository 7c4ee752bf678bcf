/** Every user-visible text of the entry page, in one place for review. */
export const HOME_TEXT = {
  title: '看球',
  search: '搜索球队、球员、比赛',
  tagline: '比分直播 · 文字直播 · 赛事数据',
  sports: [
    { key: 'all', title: '全部' },
    { key: 'football', title: '足球' },
    { key: 'basketball', title: '篮球' },
  ],
  sections: { live: '进行中', upcoming: '未开赛', finished: '已完场' },
  competitionsLabel: '赛事筛选',
  allCompetitions: '全部赛事',
  day: (month: number, date: number, weekday: number) =>
    `${month}月${date}日 周${'日一二三四五六'[weekday] ?? ''}`,
  yesterday: '昨天',
  today: '今天',
  tomorrow: '明天',
  shootout: (score: string) => `点球 ${score}`,
  leagueData: '数据库',
  leagueDataHint: '积分榜 · 赛程赛果 · 射手榜',
  kickoffIn: (minutes: number) => (minutes <= 1 ? '即将开赛' : `${minutes}分钟后开赛`),
  replay: '真实比赛回放',
  /** The replay started a competition over (docs/behaviour.md, "The restart"). */
  replayPass: (pass: number, competition: string) => `第 ${pass} 轮回放 · ${competition}`,
  empty: '暂无比赛',
  loading: '正在加载赛程…',
  sourcesTitle: '数据来源与许可',
  sources: [
    '足球比赛事件：Wyscout 数据，由 L. Pappalardo 与 E. Massucco 公开发布（CC BY 4.0）；经 github.com/koenvo/wyscout-soccer-match-event-dataset 整理。',
    'NBA 逐回合与技术统计：hoopR-nba-raw（hoopR / SportsDataverse 作者，CC BY 4.0），原始来源 ESPN。',
    '赛程与赛果：openfootball（公有领域，CC0）。',
    '赔率为模型计算结果，并非真实博彩公司数据。',
  ],
  embedTitle: '网页',
  embedInvalid: '无法打开这个链接',
  embedInvalidBody: '只能打开 http 或 https 网页。',
} as const;
