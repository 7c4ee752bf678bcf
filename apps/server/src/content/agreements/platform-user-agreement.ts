import {
  DAILY_CHEER_CHANCES,
  FEEDBACK_DAILY_LIMIT,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX_TOTAL_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TEXT_MAX_LENGTH,
  INVITE_CODE_LENGTH,
  INVITE_CODE_TTL_DAYS,
  INVITE_MAX_FAILED_ATTEMPTS,
} from '@kanqiu/core';
import { agreementOf, contactSection } from './agreement-text';

const MB = 1024 * 1024;

/** 平台用户协议 (`platform_user`). */
export const PLATFORM_USER_AGREEMENT = agreementOf({
  type: 'platform_user',
  title: '平台用户协议',
  sections: [
    {
      title: '适用范围',
      clauses: [
        '本协议适用于看球的互动功能：助威、排行榜、邀请好友、意见反馈和选择城市，是《看球用户服务协议》的补充。两者不一致的，就互动功能以本协议为准。',
      ],
    },
    {
      title: '助威',
      clauses: [
        `每位用户每天有 ${DAILY_CHEER_CHANCES} 次助威机会，可以集中给一场比赛的一方，也可以分给不同的比赛。“每天”按北京时间计算，每天 0 点恢复。`,
        '未开赛和进行中的比赛可以助威；比赛结束后不能再助威，已有的助威数保留。',
        '助威没有奖品、现金或虚拟货币，也不构成任何投注。',
      ],
    },
    {
      title: '排行榜',
      clauses: [
        '球队按获得的助威总数排名，球迷按助威次数排名；次数相同的并列同一名次。球迷以“球迷 No.编号”显示。',
      ],
    },
    {
      title: '邀请好友',
      clauses: [
        `每位用户有一个 ${INVITE_CODE_LENGTH} 位数字邀请码，签发后 ${INVITE_CODE_TTL_DAYS} 天内有效；过期后再次打开邀请页面会得到新的邀请码。`,
        `每位用户只能接受一次邀请，不能填写自己的邀请码；同一天输错（含已过期的邀请码）${INVITE_MAX_FAILED_ATTEMPTS} 次后，当天不能再尝试。`,
        '邀请好友没有奖励。请在好友同意后再分享邀请，不得以骚扰、欺骗或诱导的方式发送。',
      ],
    },
    {
      title: '意见反馈',
      clauses: [
        `每条反馈最多 ${FEEDBACK_TEXT_MAX_LENGTH} 字，可附 ${FEEDBACK_MAX_IMAGES} 张以内的 JPEG、PNG、WebP 或 GIF 图片，每张不超过 ${FEEDBACK_IMAGE_MAX_BYTES / MB} MB，合计不超过 ${FEEDBACK_IMAGES_MAX_TOTAL_BYTES / MB} MB；每位用户每天最多提交 ${FEEDBACK_DAILY_LIMIT} 条。`,
        '提交成功后你会得到一个工单号，可以在反馈页面查看自己提交过的反馈。',
      ],
    },
    {
      title: '选择城市',
      clauses: ['你选择的城市只用于在页面上显示，可以随时更换。'],
    },
    {
      title: '协议的变更',
      clauses: ['互动功能的规则调整时，我们会更新本协议和活动规则页面，并更新生效日期。'],
    },
    contactSection('本协议'),
  ],
});
