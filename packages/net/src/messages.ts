/**
 * Every text @kanqiu/net produces: error messages a page may show, and log lines. Kept in one place
 * so they are easy to review. The socket's "not connected" message is fixed by the product
 * specification and comes from core.
 */
export const NET_MESSAGES = {
  httpStatus: (status: number | null) =>
    status === null ? '请求失败：没有收到状态码' : `请求失败（HTTP ${status}）`,
  network: '网络连接失败，请检查网络',
  timeout: '请求超时，请稍后重试',
  notJson: '服务器返回的数据无法解析',
  notEnvelope: '服务器返回的数据格式不正确',
  invalidResponse: '服务器返回的数据不完整',
  invalidRequest: '请求参数不正确',
  business: (code: number) => `请求失败（错误码 ${code}）`,
  invalidParam: (key: string) => `参数 ${key} 的日期无效`,
  socketConnectError: '实时连接出错',
  socketClosed: '实时连接已关闭',
  socketReconnecting: (attempt: number, max: number) =>
    `实时连接正在重连（第 ${attempt}/${max} 次）`,
  socketGaveUp: (max: number) => `实时连接已重试 ${max} 次，不再重连`,
  socketConnectTimeout: '实时连接超时',
  socketReplaced: '实时连接已被新的连接取代',
  socketClosedBeforeOpen: '实时连接在建立前已关闭',
  socketSilent: (ms: number) => `实时连接 ${ms} 毫秒没有收到任何消息，按已断开处理`,
  socketFinished: '比赛已结束，实时连接已关闭',
  socketOffline: '设备已离线，实时连接已断开',
  socketPingFailed: '心跳发送失败',
  socketDroppedFrame: '丢弃无效的实时消息',
  socketSubscribeFailed: '订阅场景失败',
  socketPatchesUnavailable: '增量推送模块加载失败，继续接收完整数据',
  listenerFailed: '事件监听函数出错',
  webLogFailed: '日志上报失败',
} as const;
