import { agreementOf, contactSection } from './agreement-text';

/** 平台购买协议 (`platform_purchase`). */
export const PLATFORM_PURCHASE_AGREEMENT = agreementOf({
  type: 'platform_purchase',
  title: '平台购买协议',
  sections: [
    {
      title: '目前没有可购买的内容',
      clauses: [
        '看球平台内目前没有任何可购买的虚拟商品、道具或会员。助威、排行榜和邀请好友都免费，也都没有奖励。',
      ],
    },
    {
      title: '将来推出购买时',
      clauses: [
        '如看球将来推出可购买的虚拟商品，本协议适用于这些购买，并以《看球付费服务协议》为基础。购买前，页面会写明商品的名称、用途、价格和有效期。',
        '虚拟商品只能在看球内按规则使用，不能兑换为现金，也不能在用户之间转让。购买通过合作 App 的支付渠道完成。',
      ],
    },
    {
      title: '未成年人消费',
      clauses: [
        '未成年人应在监护人同意后购买。监护人发现未成年人未经同意消费的，可以联系我们，我们会依法处理退款申请。',
      ],
    },
    {
      title: '争议处理',
      clauses: ['因购买产生的争议，双方应先友好协商；协商不成的，依照适用的法律法规处理。'],
    },
    contactSection('购买'),
  ],
});
