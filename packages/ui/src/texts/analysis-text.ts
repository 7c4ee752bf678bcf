/**
 * The default texts of the match-analysis charts (pitch, shot map, xG race, shot chart), beside
 * `UI_TEXT` (ui-text.ts) but in a module of their own: an object is bundled whole, so these reach
 * only the routes that draw such a chart. The rating badge, shown on lineups, keeps its few words in
 * `UI_TEXT`.
 */
export const ANALYSIS_TEXT = {
  pitch: {
    label: '足球场',
  },
  shotMap: {
    label: '射门分布图',
    teamFilter: '球队筛选',
    halfFilter: '半场筛选',
    bothTeams: '双方',
    wholeMatch: '全场',
    firstHalf: '上半场',
    secondHalf: '下半场',
    extraTime: '加时',
    empty: '暂无射门',
    hint: '点按射门查看详情',
    legendXg: '圆越大 xG 越高',
    legendGoal: '进球',
    legendPenalty: '点球',
    legendOwnGoal: '乌龙球',
    totals: (shots: number, xg: string) => `${shots} 次射门 · xG ${xg}`,
    tableCaption: '射门列表（xG：预期进球）',
    columns: {
      minute: '时间',
      team: '球队',
      player: '球员',
      kind: '方式',
      outcome: '结果',
      xg: 'xG',
    },
    outcome: {
      goal: '进球',
      saved: '被扑救',
      off_target: '射偏',
      blocked: '被封堵',
    },
    kind: {
      open_play: '运动战',
      free_kick: '直接任意球',
      penalty: '点球',
    },
    body: {
      left: '左脚',
      right: '右脚',
      head_or_other: '头球或其他部位',
    },
    counter: '反击',
    ownGoal: '乌龙球',
    ownGoalFor: (team: string) => `为${team}计分`,
    ownGoalNoXg: '乌龙球不是射门，不计 xG',
    shot: (minute: string, player: string, team: string, outcome: string, xg: string) =>
      `${minute} ${player}（${team}）${outcome}，xG ${xg}`,
    ownGoalMark: (minute: string, player: string, team: string) =>
      `${minute} ${player} 乌龙球，为${team}计分`,
    factorsTitle: 'xG 的构成（对数几率）',
    base: '模型基础值',
    sum: '合计',
    penaltyRate: (xg: string) => `点球不看位置，按训练数据中点球的罚进比例计：${xg}`,
  },
  xgRace: {
    label: '预期进球（xG）走势',
    empty: '暂无射门',
    halfTime: '中场',
    goal: (minute: string, player: string, team: string) => `${minute} ${player} 进球（${team}）`,
    penaltyGoal: (minute: string, player: string, team: string) =>
      `${minute} ${player} 点球命中（${team}）`,
    ownGoal: (minute: string, player: string, team: string) =>
      `${minute} ${player} 乌龙球（${team}得分）`,
    summary: (team: string, xg: string, goals: number) => `${team} xG ${xg}，进 ${goals} 球`,
  },
  shotChart: {
    label: '投篮分布图',
    teamFilter: '球队筛选',
    bothTeams: '双方',
    player: '球员',
    allPlayers: '全部球员',
    empty: '暂无投篮',
    made: '命中',
    missed: '不中',
    three: '三分',
    two: '两分',
    summary: (made: number, attempts: number, percent: string) =>
      `投篮 ${made}/${attempts}（${percent}）`,
    threes: (made: number, attempts: number) => `三分 ${made}/${attempts}`,
    period: (period: number) => (period <= 4 ? `第${period}节` : `加时${period - 4}`),
    shot: (period: string, clock: string, player: string, label: string, result: string) =>
      `${period} ${clock} ${player} ${label} ${result}`,
    tableCaption: '投篮列表',
    columns: {
      time: '时间',
      team: '球队',
      player: '球员',
      shot: '投篮',
      points: '分值',
      result: '结果',
    },
  },
} as const;
