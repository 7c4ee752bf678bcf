import type { ModelMarket } from '@kanqiu/core/contract/match';

/** How the page explains a forecaster of the backtest. */
export interface ForecasterTexts {
  name: string;
  method: string;
  /** Label and value of each backtest figure. */
  figures: readonly (readonly [string, string])[];
}

/**
 * The forecaster the server names in `modInit` (`forecaster`), and its backtest figures as
 * `docs/models.md` § 5 prints them (a server test checks them against the backtest).
 */
const FORECASTERS: Readonly<Record<string, ForecasterTexts>> = {
  'dixon-coles': {
    name: 'Dixon–Coles 进球模型',
    method:
      '把两队进球看作泊松分布：由各队的进攻、防守实力和主场优势推算预期进球，再修正0比0、1比1等小比分的概率。越早的比赛权重越低（约一年减半）。模型从2020-21赛季的英超、德甲赛果开始学习，每个比赛日只用此前的赛果重新拟合。',
    figures: [
      ['回测场次', '2016场：2023-24至2025-26赛季英超、德甲，2018、2022世界杯'],
      ['RPS（越低越准）', '0.2021；旧版Elo评分0.2037，三项各⅓为0.2371'],
      ['英超、德甲2024-26', 'RPS 0.2043（95%区间0.1972至0.2113），对数损失0.9975，Brier 0.5954'],
      ['与收盘赔率相比', '仍不如博彩公司的收盘赔率准确，据独立估算RPS约高0.006'],
    ],
  },
};

/** Every user-visible text of the page that explains the models, in one place for review. */
export const EXTEND_TEXT = {
  title: '模型说明',
  loading: '正在加载模型说明…',
  intro:
    '五个模型都来自同一套球队实力评分：它只看各队过去的比赛结果，在每场比赛开球前推算双方的预期进球和胜平负概率，再按各自的玩法给出概率最高的一项。评分从不使用开球后才知道的信息。',
  forecasterTitle: '评分模型',
  forecasters: FORECASTERS,
  picks: '选什么',
  settles: '怎样判定',
  records: '历史战绩（来自已结算的推荐）',
  record: (n: number, total: number, win: number, lose: number) =>
    total < n ? `全部${total}场：${win}中${lose}失` : `近${n}场：${win}中${lose}失`,
  hitRate: (rate: string) => `命中率 ${rate}`,
  settled: (settled: number, pending: number) => `已结算${settled}场，待赛${pending}场`,
  openPicks: '查看每日推荐',
  openTable: '查看数据表',
  caveatTitle: '请理性看待',
  caveats: [
    '评分只用比赛结果，不知道伤病、停赛、轮换、天气和临场阵容，这些都会让真实比赛偏离模型。',
    '过去的命中率不代表未来：20场的战绩波动很大，100场也只是一段样本。',
    '推荐旁的“参考指数”由模型概率换算而来，并非任何公司的真实赔率。本页内容仅供了解比赛，不构成任何投注建议。',
  ],
  markets: {
    '1x2': {
      picks: '在主胜、平局、客胜中选概率最高的一项。',
      settles: '按90分钟比分（含补时，不含加时和点球）判定，赛果与推荐相同即为命中。',
    },
    double_chance: {
      picks: '在胜平（主不败）、平负（客不败）、胜负（不平局）三种组合中选概率最高的一种。',
      settles: '90分钟赛果落在所选的两种结果之内即为命中。',
    },
    handicap: {
      picks: '选一个让球数，使双方胜出的机会最接近一半，再选模型看好的一方（如“曼城 -1.5”）。',
      settles: '把让球数加到所选一方的90分钟进球上，之后仍多于对手即为命中，否则为未中。',
    },
    total: {
      picks: '按双方预期进球判断全场总进球多于还是少于盘口（如“大2.5球”）。',
      settles: '90分钟两队进球之和大于（选大）或小于（选小）盘口即为命中。',
    },
    btts: {
      picks: '判断两队是否都能进球（“双方都进球”或“至少一方不进球”）。',
      settles: '90分钟内两队都有进球，“双方都进球”命中；至少一队没有进球，“至少一方不进球”命中。',
    },
  } satisfies Record<ModelMarket, { picks: string; settles: string }>,
} as const;
