/** The texts every page on a user's own data shares, in one place for review. */
export const USER_TEXT = {
  signInTitle: '请在看球 App 内打开',
  signInMissing: '这个页面需要看球 App 的登录信息，浏览器里打开时没有。',
  signInInvalid: '登录信息无效，请重新打开看球 App 后再试。',
  openInApp: '在看球 App 中打开',
  download: '下载看球 App',
  copied: '已复制',
  copyFailed: '复制失败，请长按链接手动复制',
  beijingTime: '北京时间',
} as const;
