import { chineseOrdinal } from '@kanqiu/core';

/** Every user-visible text shared by the basketball pages, in one place for review. */
export const BASKETBALL_TEXT = {
  homeMark: '主',
  awayMark: '客',
  period: (period: number) => (period <= 4 ? `第${period}节` : `加时${period - 4}`),
  periodShort: (period: number) => (period <= 4 ? chineseOrdinal(period) : `加时${period - 4}`),
  total: '总分',
  team: '球队',
  quartersTitle: '分节比分',
  quartersLabel: (home: string, away: string) => `${home}与${away}的分节比分`,
  flowTitle: '比赛走势',
  flowLabel: (home: string, away: string) =>
    `比赛走势：柱为每段时间的得分差，线为累计分差，${home}领先在上，${away}领先在下`,
  flowLead: '累计分差',
  flowEmpty: '比赛开始后显示双方分差走势',
  textLiveTitle: '文字直播',
  filterAll: '全部',
  filterOvertime: '加时',
  filterLabel: '按节筛选',
  textLiveEmpty: '文字直播尚未开始',
  textLiveEmptyHint: '跳球之后，这里会实时更新每一个回合。',
  winProbabilityTitle: '实时胜率',
  winProbabilityPregame: '赛前胜率',
  winProbabilitySource: (source: string) => `数据来源：${source} 胜率模型`,
  winProbabilityNone: '数据中没有本场的胜率',
  percent: (value: number) => `${(Math.round(value * 1000) / 10).toFixed(1)}%`,
  recordsTitle: '常规赛战绩',
  recordColumns: { total: '总战绩', home: '主场', road: '客场', conference: '联盟内' },
  recordMissing: '无数据',
  recordMissingNote:
    '比赛数据只给出主队的主场战绩和客队的客场战绩；缺少的分项不做推算，标为“无数据”。',
  winRate: (rate: number) => `胜率 ${(Math.round(rate * 1000) / 10).toFixed(1)}%`,
  seriesTitle: '总决赛形势',
  seriesBefore: (game: number) => `第${game}场赛前`,
  bestOf: (games: number) => `${games}场${Math.ceil(games / 2)}胜制`,
} as const;
