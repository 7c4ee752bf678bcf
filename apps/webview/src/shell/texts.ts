/** Every user-visible text of the app shell, in one place for review. */
export const SHELL_TEXT = {
  appName: '看球',
  back: '返回',
  home: '回到首页',
  loading: '加载中…',
  slowLoading: '页面加载较慢，请稍候',
  loadTimeout: '页面加载超时',
  loadFailed: '页面加载失败',
  loadFailedBody: '网络不稳定或页面已更新，请点击重新加载。',
  retry: '重新加载',
  notFoundTitle: '页面不存在',
  notFoundBody: '链接可能已失效，或者页面已经下线。',
  testToast: '来自原生端的测试提示',
  missingMatch: '缺少比赛编号',
  missingMatchBody: '链接中没有有效的 match_id，无法打开这场比赛。',
} as const;
