/**
 * The default texts of the search box and the search results, in a module of their own beside
 * `UI_TEXT`: an object is bundled whole, so these reach only the search page.
 */
export const SEARCH_TEXT = {
  label: '搜索',
  placeholder: '搜索球队、球员、比赛、赛事',
  clear: '清除',
  submit: '搜索',
  resultsLabel: '搜索结果',
  empty: (query: string) => `没有找到“${query}”相关的结果`,
  emptyHint: '试试中文名、拼音、拼音首字母或英文名',
  count: (count: number) => `${count} 条`,
} as const;
