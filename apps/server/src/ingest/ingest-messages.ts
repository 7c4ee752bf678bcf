/** Every text live ingest tells a sender or a page (the `msg` of its error envelopes). */
export const INGEST_MESSAGES = {
  keyMissing: '缺少接入密钥：请在 Authorization 头中以 Bearer 方式提供 INGEST_KEY',
  keyWrong: '接入密钥不正确',
  unknownMatch: (matchId: string) => `比赛 ${matchId} 尚未创建：请先创建比赛`,
  matchTaken: (matchId: string) =>
    `比赛编号 ${matchId} 正由回放使用：请换一个编号，或在回放中关闭该比赛`,
  matchConflict: (matchId: string) => `比赛 ${matchId} 已以不同的内容创建`,
  seqConflict: (seq: number) => `序号 ${seq} 已用于另一个事件（重发须与原事件完全相同）`,
  seqGap: (expected: number, got: number) => `序号不连续：应为 ${expected}，收到 ${got}`,
  seqOrder: '同一批事件的序号须逐一递增',
  noHistory: '该比赛由实时数据接入，暂无历史战绩与积分数据',
} as const;
