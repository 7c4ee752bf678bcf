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
  notBasketballMatch: '该比赛不是篮球比赛',
  unknownBasketballTeam: '球队不存在',
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
  unauthorizedMissing: '未登录：请在看球 App 内打开本页',
  unauthorizedInvalid: '登录凭证无效，请重新打开看球 App',
  fanName: (fanNo: number) => `球迷 No.${fanNo}`,
  unknownTeamOfMatch: '这支球队不在本场比赛中',
  cheerClosed: '本场比赛已结束，助威已关闭',
  inviteCodeWrong: '邀请码不存在，请核对后重新输入',
  inviteCodeExpired: '邀请码已过期，请向好友索取新的邀请码',
  inviteCodeOwn: '不能填写自己的邀请码',
  inviteAlreadyAccepted: '你已经接受过邀请，每位用户只能接受一次',
  inviteTooManyAttempts: (limit: number) => `今天已输错 ${limit} 次邀请码，请明天再试`,
  feedbackNotMultipart: '反馈须以 multipart/form-data 提交',
  malformedMultipart: '表单格式不正确',
  feedbackTextTooLong: (max: number) => `反馈内容最多 ${max} 字`,
  feedbackUnknownPart: (name: string) => `未知的表单字段 ${name}`,
  feedbackTooManyImages: (max: number) => `最多上传 ${max} 张图片`,
  feedbackNotImage: (index: number) => `第 ${index} 张图片不是 JPEG、PNG、WebP 或 GIF 图片`,
  feedbackImageTooLarge: (index: number, maxMb: number) => `第 ${index} 张图片超过 ${maxMb} MB`,
  feedbackImagesTooLarge: (maxMb: number) => `图片合计超过 ${maxMb} MB`,
  feedbackDailyLimit: (limit: number) => `今天已提交 ${limit} 条反馈，请明天再试`,
  unknownTicket: '反馈工单或图片不存在',
  unknownCity: '城市不存在',
  unknownVenue: '场馆不存在',
  webviewMissingTitle: '看球 · 页面尚未构建',
  webviewMissingBody:
    '服务器已启动，但还没有找到网页的构建产物。请先运行 ./scripts/start.sh，或执行 pnpm --filter @kanqiu/webview build 后刷新本页。',
  webviewMissingEnglish:
    'The server is running but the webview build is missing. Run ./scripts/start.sh, or pnpm --filter @kanqiu/webview build, then reload.',
  storybookMissingTitle: '看球 · 组件库尚未构建',
  storybookMissingBody:
    '服务器已启动，但还没有找到 Storybook 的构建产物。请先运行 ./scripts/start.sh，或执行 pnpm --filter @kanqiu/ui build-storybook 后刷新本页。',
  storybookMissingEnglish:
    'The server is running but the Storybook build is missing. Run ./scripts/start.sh, or pnpm --filter @kanqiu/ui build-storybook, then reload.',
} as const;
