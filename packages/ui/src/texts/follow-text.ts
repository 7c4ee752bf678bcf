// The words of the follow star and the alert banner, apart from UI_TEXT so that routes without them
// do not bundle them.

/** Every text of the star button and the alert banner. */
export const FOLLOW_TEXT = {
  follow: (name: string) => `关注${name}`,
  unfollow: (name: string) => `取消关注${name}`,
  pending: '正在保存关注',
  atLimit: '关注已达上限',
  alertRegion: '关注比赛提醒',
  close: '关闭提醒',
  open: '查看比赛',
  kinds: {
    goal: '进球',
    red_card: '红牌',
    kickoff: '开赛',
    full_time: '完场',
    quarter_end: '节末',
    close_game: '胶着',
    overtime: '加时',
  },
} as const;
