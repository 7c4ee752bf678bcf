import type { Agreement } from '@kanqiu/core/contract';
import {
  AGREEMENT_UPDATED_AT,
  AGREEMENT_VERSION,
  SAMPLE_CONTACT,
  SAMPLE_NOTICE,
} from './sample-notice';

/** 付费服务协议 (`pay`). */
export const PAYMENT_AGREEMENT: Agreement = {
  type: 'pay',
  title: '看球付费服务协议',
  version: AGREEMENT_VERSION,
  updated_at: AGREEMENT_UPDATED_AT,
  sample: true,
  sections: [
    SAMPLE_NOTICE,
    {
      heading: '一、付费服务的内容',
      paragraphs: [
        '看球的基础赛事信息免费提供。部分增值功能（例如更长时间范围的模型数据统计）可能以付费方式提供，具体内容、价格和有效期以购买页面展示为准。',
        '付费服务提供的是数据整理与展示，不包含任何赛果承诺。模型分析仅供参考，我们不对依据其作出的任何决定承担责任，也不提供任何与投注相关的服务。',
      ],
    },
    {
      heading: '二、支付方式',
      paragraphs: [
        '付费通过您所使用的合作应用的支付渠道完成，看球不直接接触您的银行卡或支付账户信息。支付成功后，相应服务在您的账号下即时生效。',
      ],
    },
    {
      heading: '三、价格与调整',
      paragraphs: ['服务价格以购买时页面显示的为准。价格调整不影响您已购买且仍在有效期内的服务。'],
    },
    {
      heading: '四、退款规则',
      paragraphs: [
        '因我们的原因导致付费服务无法正常使用且未能在合理时间内修复的，您可以申请按未使用部分退款。已经使用的数字化内容，除法律另有规定外不予退款。',
        '未成年人未经监护人同意进行的支付，监护人可以联系我们申请退款，我们将在核实后依法处理。',
      ],
    },
    {
      heading: '五、服务的中止与终止',
      paragraphs: [
        '如您违反《看球用户服务协议》的使用规范，我们可以中止或终止向您提供付费服务；因此造成的未使用部分的费用，按法律法规和本协议处理。',
      ],
    },
    {
      heading: '六、联系我们',
      paragraphs: [`关于付费、开票或退款的问题，请发送邮件至 ${SAMPLE_CONTACT}（示例地址）。`],
    },
  ],
};
