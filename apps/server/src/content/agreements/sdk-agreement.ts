import type { Agreement } from '@kanqiu/core/contract';
import {
  AGREEMENT_UPDATED_AT,
  AGREEMENT_VERSION,
  SAMPLE_CONTACT,
  SAMPLE_NOTICE,
} from './sample-notice';

/** 第三方SDK目录与共享说明 (`sdk`). */
export const SDK_AGREEMENT: Agreement = {
  type: 'sdk',
  title: '第三方SDK目录与共享说明',
  version: AGREEMENT_VERSION,
  updated_at: AGREEMENT_UPDATED_AT,
  sample: true,
  sections: [
    SAMPLE_NOTICE,
    {
      heading: '一、本说明的目的',
      paragraphs: [
        '为保障看球的稳定运行并实现相关功能，看球所在的合作应用可能接入由第三方提供的软件开发工具包（SDK）。本说明列出看球页面与这些 SDK 之间的信息交互，便于您了解和监督。',
      ],
    },
    {
      heading: '二、看球网页本身',
      paragraphs: [
        '看球网页不嵌入任何第三方统计、广告或推送 SDK。页面只与看球服务器通信，用于加载赛事数据和保持实时连接。',
      ],
    },
    {
      heading: '三、与合作应用的交互',
      paragraphs: [
        '看球通过合作应用提供的原生接口完成以下功能：获取登录凭证、通知页面刷新完成、上报页面高度、关闭广告位、读取广告跳转地址。交互内容以实现这些功能所需为限，不包含设备标识、位置或通讯录等信息。',
        '合作应用自身接入的 SDK 及其收集信息的情况，以合作应用公布的 SDK 目录为准。',
      ],
    },
    {
      heading: '四、第三方数据来源',
      paragraphs: [
        '看球展示的赛事数据来自公开授权的数据集，这些数据提供方不会通过看球获取您的任何信息。',
      ],
    },
    {
      heading: '五、变更与联系',
      paragraphs: [
        '如新增或调整 SDK，我们会更新本说明并在必要时重新征得您的同意。',
        `如有疑问，请发送邮件至 ${SAMPLE_CONTACT}（示例地址）。`,
      ],
    },
  ],
};
