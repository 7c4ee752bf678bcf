/**
 * 我的关注's title and its invitation to a fan who follows nothing: part of `FOLLOW_TEXT`
 * (follow-texts.ts), in a module of their own because the home page draws them as it opens
 * (early-follow-invite.tsx), before the rest of the follows' texts are needed.
 */
export const FOLLOW_INVITE_TEXT = {
  section: '我的关注',
  invite: '关注你喜欢的球队，比赛开赛、进球、红牌和完场时第一时间提醒你',
  inviteTeams: '今天比赛的球队',
} as const;
