/**
 * Every default text the components show, in one place so it is easy to review. Each component
 * takes its texts as props too, defaulting to these.
 */
export const UI_TEXT = {
  emptyState: {
    noData: '暂无数据',
    noNetwork: '网络信号丢失',
    noNetworkHint: '请检查网络设置后重试',
  },
  pullRefresh: {
    pulling: '下拉刷新',
    loosing: '释放立即刷新',
    loading: '加载中…',
  },
  requestFail: {
    message: '数据请求失败，请',
    reload: '重新加载',
  },
  tabs: {
    label: '分类',
  },
  dataTable: {
    selectAll: '全选',
    selectRow: (index: number) => `选择第${index}行`,
    sortable: '可排序',
    pulling: '下拉刷新',
    refreshing: '正在刷新…',
    loading: '加载中',
  },
  banner: {
    label: '广告',
    close: '关闭广告',
    carousel: '广告轮播',
    slide: (index: number, total: number) => `第${index}张，共${total}张`,
  },
  matchDataBoard: {
    title: '近期战绩',
    teamFilter: '球队筛选',
    sessionFilter: '场次筛选',
    home: '主队',
    away: '客队',
    both: '全部',
    sessions: (count: number) => `近${count}场`,
    win: '胜',
    draw: '平',
    lose: '负',
    homeVenue: '主',
    awayVenue: '客',
    homeVenueLegend: '主场',
    awayVenueLegend: '客场',
    legend: '图例',
    summary: (win: number, draw: number, lose: number) => `${win}胜${draw}平${lose}负`,
    winRate: '胜率',
    goals: (scored: number, conceded: number) => `进${scored} 失${conceded}`,
    pointsPerGame: (scored: string, conceded: string) => `场均得${scored} 失${conceded}`,
    form: '近期走势',
  },
  pointsTable: {
    rank: '排名',
    team: '球队',
    played: '赛',
    win: '胜',
    draw: '平',
    lose: '负',
    goalsFor: '进',
    goalsAgainst: '失',
    goalDiff: '净胜',
    form: '近况',
    points: '积分',
    formLabel: (results: string) => `近况（由远及近）：${results}`,
  },
  compareBars: {
    label: '双方数据对比',
    loading: '加载中',
  },
  badge: {
    overflowSuffix: '+',
  },
  lineChart: {
    empty: '暂无走势数据',
    loading: '走势加载中',
  },
  toast: {
    region: '提示',
  },
  notify: {
    region: '通知',
  },
  textareaCounter: {
    count: (used: number, max: number) => `${used}/${max}`,
    countLabel: (used: number, max: number) => `已输入 ${used} 字，最多 ${max} 字`,
    full: (max: number) => `已达到 ${max} 字上限`,
  },
  codeInput: {
    label: '验证码',
    digits: (length: number) => `请输入 ${length} 位数字`,
  },
  imagePicker: {
    label: '图片',
    add: '添加图片',
    addHint: (count: number, max: number) => `${count}/${max}`,
    remove: (index: number) => `删除第 ${index} 张图片`,
    image: (index: number) => `第 ${index} 张图片`,
    processing: '处理中',
    failed: '失败',
    full: (max: number) => `最多 ${max} 张`,
  },
  qrCode: {
    label: '二维码',
    tooLong: '内容过长，无法生成二维码',
  },
  ratingBadge: {
    label: (rating: string) => `评分 ${rating}`,
    playerOfMatch: '全场最佳',
    none: '暂无评分',
  },
} as const;
