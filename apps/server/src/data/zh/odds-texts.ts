/** Chinese texts of the odds pages. */
export const ODDS_TEXTS = {
  notice:
    '本页指数由看球根据球队实力评分模型与比赛进程计算生成，博彩公司名称均为虚构，仅供参考，不构成任何投注建议。',
  preMatch: '赛前',
  markets: {
    europe: '欧指',
    asia: '亚指',
    total: '大小',
    moneyline: '胜负',
    spread: '让分',
  },
} as const;
