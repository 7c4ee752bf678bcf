/** Every user-visible text of the league database, in one place for review. */
export const LEAGUE_TEXT = {
  title: '数据库',
  loading: '正在加载赛事数据…',
  competitionsLabel: '赛事',
  seasonsLabel: '赛季',
  season: (season: string) => (season.includes('-') ? `${season}赛季` : `${season}年`),
  views: { standings: '积分榜', rounds: '赛程赛果', scorers: '射手榜' },
  viewsLabel: '数据类别',
  roundsLabel: '轮次',
  asOf: (date: string) => `数据截至 ${date}`,
  replayPass: (pass: number, competition: string) => `第 ${pass} 轮回放 · ${competition}`,
  noStandings: '这个赛季还没有积分榜',
  noMatches: '这一轮没有比赛',
  timeUnknown: '时间待定',
  halfScore: (score: string) => `半场 ${score}`,
  extraTime: (score: string) => `加时 ${score}`,
  penalties: (score: string) => `点球 ${score}`,
  overview: (home: string, away: string) => `${home}对${away}的比赛概况`,
  scorersNone: '联赛数据只有比分，没有进球者，无法列出射手榜。',
  scorersNotYet: '回放中还没有进球，射手榜从第一个进球开始。',
  scorersSource: {
    events: '来自回放比赛的事件，点球计入，乌龙球与点球大战不计',
    openfootball: '来自 openfootball 的进球名单，点球计入，乌龙球不计',
  },
  scorersLabel: (name: string) => `${name}射手榜`,
  columns: {
    rank: '排名',
    player: '球员',
    team: '球队',
    goals: '进球',
    penalties: '点球',
    assists: '助攻',
  },
  noCompetitions: '数据库中还没有赛事',
} as const;

/** What the page shows of a season: standings, rounds, scorers. */
export type LeagueView = keyof typeof LEAGUE_TEXT.views;
