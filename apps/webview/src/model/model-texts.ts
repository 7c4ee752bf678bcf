import type { Outcome } from '@kanqiu/core';
import type { ModelMarket } from '@kanqiu/core/contract/match';

/** Every user-visible text of the model pages, in one place for review. */
export const MODEL_TEXT = {
  title: '预测模型',
  tableTitle: '模型数据',
  modelsLabel: '预测模型',
  loading: '正在加载模型…',
  picksLoading: '正在加载推荐…',
  picksEmpty: '这一天没有推荐',
  picksEmptyHint: '有推荐的日子下方带圆点，可用左右箭头跳到前后一个有推荐的日子。',
  datesLabel: '推荐日期',
  prevDay: '上一个有推荐的日子',
  nextDay: '下一个有推荐的日子',
  pickDate: '选择日期',
  hasPicks: '有推荐',
  beijingTime: '北京时间',
  vs: 'VS',
  pick: '推荐',
  probability: '概率',
  odds: '参考指数',
  noOdds: '—',
  result: { win: '命中', lose: '未中', pending: '待开奖', unrecorded: '赛果未收录' },
  outcomeChip: { win: '中', lose: '失' } satisfies Record<Outcome, string>,
  openMatch: '查看比赛',
  openOverview: '比赛综合',
  recordTitle: '近期战绩',
  sessions: (n: number) => `近${n}场`,
  sessionsLabel: '统计场次',
  record: (win: number, lose: number) => `${win}中${lose}失`,
  hitRate: '命中率',
  streak: (outcome: Outcome, count: number) =>
    outcome === 'win' ? `连中${count}场` : `连失${count}场`,
  recordRule: (n: number) =>
    `只统计最近${n}场已结算的推荐：命中场数 ÷ 已结算场数为命中率，从最近一场往前连续相同的结果计为连中或连失；未开赛的推荐不计入。`,
  recordEmpty: '还没有已结算的推荐',
  runLabel: '最近结果（左边最新）',
  recordFailed: '战绩加载失败',
  aboutModels: '模型说明',
  openTable: '数据表',
  percent: (rate: number) => `${(rate * 100).toFixed(1)}%`,
  markets: {
    '1x2': '胜平负',
    double_chance: '双重机会',
    handicap: '让球',
    total: '大小球',
    btts: '双方进球',
  } satisfies Record<ModelMarket, string>,
} as const;

/** A link of the model intro as it reads: its words and the arrow (the document's skeleton too). */
export function modelLinkText(label: string): string {
  return `${label} ›`;
}
