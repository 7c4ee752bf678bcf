import type { OddsMarketKey } from '@kanqiu/core/contract/match';

/** The three column titles of a market: `arr1`, `arr2` (null when it is not shown), `arr3`. */
type MarketTitles = readonly [string, string | null, string];

/** Every user-visible text of the odds (exponent) pages, in one place for review. */
export const ODDS_TEXT = {
  title: '指数',
  detailTitle: '指数详情',
  empty: '暂无指数',
  marketsLabel: '指数类型',
  companiesLabel: '指数公司',
  company: '公司',
  first: '初',
  last: '即',
  firstLong: '初盘',
  lastLong: '即时',
  returnRate: '返还率',
  tableHint: '点击公司查看变化记录',
  rise: '上升',
  fall: '下降',
  columns: {
    europe: ['主胜', '平局', '客胜'],
    asia: ['主队', '盘口', '客队'],
    total: ['大', '盘口', '小'],
    moneyline: ['主胜', null, '客胜'],
    spread: ['主队', '让分', '客队'],
  } satisfies Record<OddsMarketKey, MarketTitles>,
  historyTitle: '变化记录',
  historyEmpty: '暂无变化记录',
  time: '时间',
  score: '比分',
  oddsChart: '赔率走势',
  lineChart: '盘口走势',
  chartLabel: (company: string, market: string) => `${company} ${market}走势`,
  lineChartLabel: (company: string, market: string) => `${company} ${market}盘口走势`,
  goal: (minute: string, team: string) => `${minute} ${team}进球`,
  ownGoal: (minute: string, team: string) => `${minute} ${team}获乌龙球`,
  redCard: (minute: string, team: string) => `${minute} ${team}红牌`,
  halfTime: '中场',
  kickOff: '开赛',
  period: (n: number) => (n <= 4 ? `第${n}节` : `加时${n - 4}`),
} as const;
