import type { SearchKind } from '@kanqiu/core/contract';

/** Every user-visible text of the search page, in one place for review. */
export const SEARCH_PAGE_TEXT = {
  title: '搜索',
  kinds: { team: '球队', player: '球员', match: '比赛', competition: '赛事' } satisfies Record<
    SearchKind,
    string
  >,
  sports: { football: '足球', basketball: '篮球' },
  recentTitle: '最近搜索',
  recentClear: '清除记录',
  recentEmpty: '输入中文名、拼音、首字母或英文名，例如 fg、mbappe',
  loading: '正在准备搜索…',
  indexEmpty: '暂时没有可搜索的内容',
} as const;
