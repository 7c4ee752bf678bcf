/**
 * Every user-visible text of the bridge package, in one place for review. The simulator's labels are
 * a separate constant so production bundles, which never load the simulator, drop them.
 */

/** Text of the bridge itself. */
export const BRIDGE_TEXT = {
  /** Shown by `window.testToast()` when the host sends no message. */
  testToastDefault: '测试提示：原生桥连接正常',
} as const;

/** Labels of the development host-simulator panel. */
export const SIMULATOR_TEXT = {
  title: '原生桥模拟器',
  badge: '桥',
  expand: '展开原生桥模拟器',
  collapse: '收起',
  clear: '清空',
  platform: '模拟平台',
  android: '安卓',
  ios: 'iOS',
  tokenLabel: '登录 token',
  tokenPlaceholder: '输入要发送的 token',
  sendToken: '发送 token',
  toastLabel: '提示文字',
  toastPlaceholder: '留空则使用默认文字',
  testToast: '测试提示',
  refresh: '刷新',
  closeSocket: '关闭连接',
  getPageHeight: '页面高度',
  unshowAdv: '隐藏广告',
  toHost: '页面 → 原生',
  toPage: '原生 → 页面',
  note: '备注',
  log: '调用记录',
  empty: '暂无调用记录',
  notInstalled: '页面尚未安装这个函数：',
  failed: '调用出错：',
  storedToken: '本地存储的 token：',
  noStoredToken: '本地存储中没有 token',
} as const;
