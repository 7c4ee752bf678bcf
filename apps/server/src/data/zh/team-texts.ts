/** Chinese texts of the football team and match overview calls. */
export const TEAM_TEXTS = {
  positions: { G: '门将', D: '后卫', M: '中场', F: '前锋' },
  clubNote: '联赛数据只有比赛日期与比分：没有阵容、进球者和红黄牌。',
  nationalWithoutReplays: '该队没有参加2018世界杯，数据中只有2022世界杯的比分与进球者，没有阵容。',
  nationalWithReplays:
    '阵容、出场与红黄牌来自2018世界杯回放比赛的数据；2022世界杯只有比分与进球者。',
  noShirtNumbers: '数据中没有该队的球衣号码，阵容不显示号码。',
  someShirtNumbers: '数据中没有部分球员的球衣号码，这些球员不显示号码。',
} as const;

/** Chinese texts of the match overview. */
export const OVERVIEW_TEXTS = {
  groupRound: (group: string, round: number) => `${group} 第${round}轮`,
  suspensionRule:
    '2018世界杯规则：在两场不同的比赛中各得一张黄牌，停赛下一场；被罚下（直接红牌或一场两黄）至少停赛下一场，两黄变红的黄牌不计入累计；1/4决赛后单张黄牌清零。',
  yellowCards: (opponents: readonly string[]) =>
    `累计两张黄牌（${opponents.map((o) => `对${o}`).join('、')}）`,
  redCard: (opponent: string) => `被罚下（对${opponent}）`,
  replayNote: '数据中没有全场最佳球员评选与裁判姓名。',
  worldCupNote: '该场比赛只有比分与进球者，没有红黄牌与全场最佳球员评选。',
  leagueNote: '联赛数据只有比分：没有进球者、红黄牌、场地与全场最佳球员评选。',
} as const;
