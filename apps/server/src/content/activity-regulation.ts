import { CHEER_LIMIT_MESSAGE, DAILY_CHEER_CHANCES } from '@kanqiu/core';
import type { ActivityRegulation } from '@kanqiu/core/contract/user';

/** The rules of the cheering activity (`POST /api/activity/regulation`). */
export const ACTIVITY_REGULATION: ActivityRegulation = {
  title: '助威活动规则',
  updated_at: '2026-11-24',
  daily_chances: DAILY_CHEER_CHANCES,
  sections: [
    {
      heading: '一、怎么助威',
      paragraphs: [
        '在比赛的助威页面，点一下你支持的一方即为助威一次。每场比赛双方获得的助威数实时累计，显示在助威榜上。',
      ],
    },
    {
      heading: '二、每天的助威次数',
      paragraphs: [
        `每位用户每天有 ${DAILY_CHEER_CHANCES} 次助威机会，可以集中给一场比赛的一方，也可以分给不同的比赛。`,
        `“每天”按北京时间计算，每天 0 点恢复。当天的机会用完后，页面会提示“${CHEER_LIMIT_MESSAGE}”。`,
      ],
    },
    {
      heading: '三、哪些比赛可以助威',
      paragraphs: [
        '未开赛和进行中的比赛可以助威；比赛结束后不能再助威，已有的助威数保留。“全部赛程”页面按日期列出当前可以助威的比赛。',
      ],
    },
    {
      heading: '四、排行榜',
      paragraphs: [
        '球队榜按球队获得的助威总数排名，球迷榜按球迷的助威次数排名，次数相同的并列同一名次。',
        '球迷以“球迷 No.编号”显示。编号按第一次使用看球的先后顺序分配，不显示任何个人信息。',
      ],
    },
    {
      heading: '五、公平参与',
      paragraphs: [
        '助威没有奖品、现金或虚拟货币，也不构成任何投注。请勿用程序批量助威。',
        '看球只保存你的令牌摘要和每次助威的比赛、一方与时间，详见《看球隐私政策》。',
      ],
    },
  ],
};
