import type { Agreement } from '@kanqiu/core/contract';
import {
  AGREEMENT_UPDATED_AT,
  AGREEMENT_VERSION,
  SAMPLE_CONTACT,
  SAMPLE_NOTICE,
} from './sample-notice';

/** 平台购买协议 (`platform_purchase`). */
export const PLATFORM_PURCHASE_AGREEMENT: Agreement = {
  type: 'platform_purchase',
  title: '平台购买协议',
  version: AGREEMENT_VERSION,
  updated_at: AGREEMENT_UPDATED_AT,
  sample: true,
  sections: [
    SAMPLE_NOTICE,
    {
      heading: '一、适用范围',
      paragraphs: [
        '本协议适用于您在合作平台内购买看球虚拟商品（例如活动道具、会员时长）的情形，是《看球付费服务协议》的补充。',
      ],
    },
    {
      heading: '二、虚拟商品',
      paragraphs: [
        '虚拟商品仅限在看球及合作平台内按规则使用，不能兑换为现金或法定货币，也不能在账号之间转让。虚拟商品的名称、用途和有效期以购买页面为准。',
      ],
    },
    {
      heading: '三、购买与到账',
      paragraphs: [
        '购买通过合作平台的支付渠道完成。支付成功后虚拟商品通常即时到账；如长时间未到账，请保留支付凭证并联系我们处理。',
      ],
    },
    {
      heading: '四、未成年人消费',
      paragraphs: [
        '未成年人应在监护人同意后进行购买。监护人发现未成年人未经同意消费的，可以提供相关证明联系我们，我们将依法处理退款申请。',
      ],
    },
    {
      heading: '五、争议处理',
      paragraphs: [
        '因购买产生的争议，双方应先友好协商；协商不成的，依照适用的法律法规处理。',
        `如有疑问，请发送邮件至 ${SAMPLE_CONTACT}（示例地址）。`,
      ],
    },
  ],
};
