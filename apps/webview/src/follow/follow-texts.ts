import { FOLLOW_MAX } from '@kanqiu/core';
import { FOLLOW_INVITE_TEXT } from './follow-invite-texts';

/** Every text of the follows and alerts (关注、提醒). */
export const FOLLOW_TEXT = {
  ...FOLLOW_INVITE_TEXT,
  today: '今日关注的比赛',
  noMatchToday: '今天没有你关注的比赛',
  followed: (n: number) => `已关注 ${n}/${FOLLOW_MAX}`,
  network: '网络不佳，关注没有保存，请稍后再试',
  merged: (refused: number) =>
    refused > 0 ? `已同步关注，${refused} 个超出上限未能保存` : '已把本机的关注同步到账号',
  onDevice: '未登录时关注保存在本机，登录后自动同步到账号',
  alertsTitle: '提醒设置',
  alertKinds: {
    goal: '进球',
    red_card: '红牌',
    kickoff: '开赛',
    full_time: '完场',
    quarter_end: '每节结束',
    close_game: '末节胶着',
    overtime: '加时',
  },
  alertGroups: { football: '足球', basketball: '篮球' },
  goalTitle: (team: string, score: string) => `${team} 进球！${score}`,
  redCardTitle: (team: string) => `${team} 吃到红牌`,
  kickoffTitle: (home: string, away: string) => `${home} vs ${away} 开赛了`,
  fullTimeTitle: (score: string) => `完场 ${score}`,
  quarterEndTitle: (period: number, score: string) =>
    `${period > 4 ? `加时${period - 4}` : `第${period}节`}结束 ${score}`,
  closeGameTitle: (minutes: number, score: string) => `第4节最后${minutes}分钟，比分胶着 ${score}`,
  overtimeTitle: (period: number, score: string) => `进入加时${period - 4} ${score}`,
  playerGoalTitle: (player: string, score: string) => `${player} 进球！${score}`,
  playerSentOffTitle: (player: string, team: string) => `${player}（${team}）被罚下`,
  score: (home: string, homeScore: number, awayScore: number, away: string) =>
    `${home} ${homeScore}-${awayScore} ${away}`,
} as const;
