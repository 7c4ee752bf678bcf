/** Every user-visible text of the agreement pages, in one place for review. */
export const AGREEMENT_TEXT = {
  loading: '正在加载协议…',
  empty: '协议内容暂缺',
  version: (version: string) => `版本 ${version}`,
  updated: (date: string) => `更新日期 ${date}`,
  effective: (date: string) => `生效日期 ${date}`,
  sample: '示范文本',
  toc: '目录',
  tocCount: (count: number) => `共 ${count} 节`,
  backToTop: '回到顶部',
  unknown: '没有这份协议',
} as const;
