/**
 * Every text the server shows a person: the `msg` of error envelopes (the client shows it as a
 * toast) and the page that stands in for a missing webview build.
 */
export const MESSAGES = {
  ok: 'ok',
  malformedJson: '请求体不是合法的 JSON',
  bodyNotObject: '请求体应为 JSON 对象',
  missingField: (field: string) => `缺少参数 ${field}`,
  invalidField: (field: string, detail: string | null) =>
    detail ? `参数 ${field} 不正确：${detail}` : `参数 ${field} 不正确`,
  seekRange: (min: number, max: number) => `应在 ${min} 到 ${max} 秒之间（不含 ${max}）`,
  unknownScene: '未知的订阅场景',
  unknownMatch: '比赛不存在',
  unknownLeague: '联赛不存在',
  unknownTeam: '球队不存在',
  unknownSeason: '该联赛没有这个赛季的数据',
  unknownClient: '实时连接不存在或已断开，请重新连接',
  tooManySubscriptions: (limit: number) => `同一连接最多订阅 ${limit} 个场景`,
  methodNotAllowed: (method: string) => `该接口只支持 ${method} 请求`,
  payloadTooLarge: '请求体过大',
  unsupportedMediaType: '请求体须为 JSON（Content-Type: application/json）',
  unknownPath: '接口不存在',
  serverFault: '服务器开小差了，请稍后重试',
  webviewMissingTitle: '看球 · 页面尚未构建',
  webviewMissingBody:
    '服务器已启动，但还没有找到网页的构建产物。请先运行 ./scripts/start.sh，或执行 pnpm --filter @kanqiu/webview build 后刷新本页。',
  webviewMissingEnglish:
    'The server is running but the webview build is missing. Run ./scripts/start.sh, or pnpm --filter @kanqiu/webview build, then reload.',
} as const;
