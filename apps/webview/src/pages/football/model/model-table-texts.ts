/** Every user-visible text of the model table page, in one place for review. */
export const TABLE_TEXT = {
  label: (model: string) => `${model}模型推荐数据表`,
  searchLabel: '筛选球队或赛事',
  searchPlaceholder: '输入球队或赛事筛选',
  range: (days: number, first: string, last: string) =>
    `最近${days}个推荐日（${first} 至 ${last}）`,
  rows: (n: number) => `共${n}场`,
  all: '全部推荐',
  selected: (n: number) => `已选${n}场`,
  tally: (win: number, lose: number, pending: number) =>
    `命中${win} · 未中${lose}${pending > 0 ? ` · 待开奖${pending}` : ''}`,
  hitRate: (rate: string) => `命中率 ${rate}`,
  noSettled: '暂无已结算',
  selectHint: '勾选推荐可单独统计命中率',
  empty: '暂无推荐',
  noMatch: (text: string) => `没有与“${text}”相关的推荐`,
  loadFailed: '推荐加载失败，请下拉刷新',
  loadMore: (days: number) => `加载更早的${days}个推荐日`,
  loadingMore: '加载中…',
} as const;
