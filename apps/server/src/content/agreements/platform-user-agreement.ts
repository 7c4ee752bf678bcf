import type { Agreement } from '@kanqiu/core/contract';
import {
  AGREEMENT_UPDATED_AT,
  AGREEMENT_VERSION,
  SAMPLE_CONTACT,
  SAMPLE_NOTICE,
} from './sample-notice';

/** 平台用户协议 (`platform_user`). */
export const PLATFORM_USER_AGREEMENT: Agreement = {
  type: 'platform_user',
  title: '平台用户协议',
  version: AGREEMENT_VERSION,
  updated_at: AGREEMENT_UPDATED_AT,
  sample: true,
  sections: [
    SAMPLE_NOTICE,
    {
      heading: '一、适用范围',
      paragraphs: [
        '本协议适用于您通过合作平台使用看球活动专区、邀请好友、助威等互动功能的情形，是《看球用户服务协议》的补充。两者不一致的，就互动功能以本协议为准。',
      ],
    },
    {
      heading: '二、活动参与',
      paragraphs: [
        '活动的时间、规则和奖励以活动页面公布的规则为准。每位用户每日的助威次数有限（例如每日 3 次），用完后次日恢复。',
        '活动奖励不得转让或兑换现金。以作弊、批量注册、使用外挂等不正当方式参与活动的，我们有权取消其参与资格和所获奖励。',
      ],
    },
    {
      heading: '三、邀请好友',
      paragraphs: [
        '您可以通过邀请页面向好友分享看球。请在取得好友同意后再分享，不得以骚扰、欺骗或诱导的方式发送邀请。',
      ],
    },
    {
      heading: '四、用户发布的内容',
      paragraphs: [
        '您在互动功能中发布的昵称、留言等内容应真实、文明，不得包含违法、侵权、辱骂或广告信息。我们可以对违规内容进行屏蔽或删除。',
      ],
    },
    {
      heading: '五、协议的变更',
      paragraphs: [
        '活动规则可能随活动调整而变化，变更后的规则会在活动页面公布。',
        `如有疑问，请发送邮件至 ${SAMPLE_CONTACT}（示例地址）。`,
      ],
    },
  ],
};
