/**
 * The words drawn on the score card and its text alternative, in a module of their own so only the
 * code that draws a card bundles them.
 */
export const SCORE_CARD_TEXT = {
  label: '比分卡片',
  brand: '看球',
  brandLatin: 'kanqiu',
  vs: 'VS',
  footer: '看球 · 比分与数据',
  more: (count: number) => `等另 ${count} 项`,
  noScorers: '暂无进球',
  basketballLeaders: '得分最多',
  summary: (home: string, score: string, away: string, status: string) =>
    `${home} ${score} ${away}，${status}`,
  scorersOf: (team: string, lines: string) => `${team}：${lines}`,
} as const;
