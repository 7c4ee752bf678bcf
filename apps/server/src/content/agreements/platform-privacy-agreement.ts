import type { Agreement } from '@kanqiu/core/contract';
import {
  AGREEMENT_UPDATED_AT,
  AGREEMENT_VERSION,
  SAMPLE_CONTACT,
  SAMPLE_NOTICE,
} from './sample-notice';

/** 平台隐私协议 (`platform_privacy`). */
export const PLATFORM_PRIVACY_AGREEMENT: Agreement = {
  type: 'platform_privacy',
  title: '平台隐私协议',
  version: AGREEMENT_VERSION,
  updated_at: AGREEMENT_UPDATED_AT,
  sample: true,
  sections: [
    SAMPLE_NOTICE,
    {
      heading: '一、适用范围',
      paragraphs: [
        '本协议说明您参与活动专区、排行榜、邀请好友等平台互动功能时，我们如何处理相关信息，是《看球隐私政策》的补充。',
      ],
    },
    {
      heading: '二、互动功能涉及的信息',
      paragraphs: [
        '参与排行榜时，我们会展示您在合作平台的昵称和头像，以及您在活动中的成绩。您可以在合作平台中修改昵称和头像，或选择不参与排行。',
        '邀请好友时，我们只记录邀请关系和邀请时间，用于发放活动奖励，不读取您的通讯录。',
      ],
    },
    {
      heading: '三、保存期限',
      paragraphs: [
        '活动相关信息在活动结束并完成奖励发放后的九十日内删除或匿名化处理，法律法规另有要求的除外。',
      ],
    },
    {
      heading: '四、您的权利',
      paragraphs: [
        '您可以随时要求查询、更正或删除您的活动信息，或撤回参与排行榜的同意。撤回同意不影响撤回前基于同意已进行的处理。',
        `请发送邮件至 ${SAMPLE_CONTACT}（示例地址），我们将在十五个工作日内处理。`,
      ],
    },
  ],
};
