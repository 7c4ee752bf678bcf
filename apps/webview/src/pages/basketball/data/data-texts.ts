/** Every user-visible text of the basketball data page, in one place for review. */
export const DATA_TEXT = {
  title: '数据',
  loading: '正在加载数据…',
  asOf: (date: string) => `数据截至 ${date} 赛前`,
  meetingsTitle: '本赛季交锋',
  meetingsEmpty: '两队本赛季此前没有交手',
  meetingsEmptyHint: '数据中只有两队之间的比赛',
  noteTitle: '数据说明',
  scope: '只统计本场跳球前已结束的比赛，日期均为北京时间',
  notBasketball: '这不是一场篮球比赛',
} as const;
