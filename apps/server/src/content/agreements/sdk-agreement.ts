import { agreementOf, contactSection } from './agreement-text';

/** 第三方SDK目录与共享说明 (`sdk`). */
export const SDK_AGREEMENT = agreementOf({
  type: 'sdk',
  title: '第三方SDK目录与共享说明',
  sections: [
    {
      title: '本说明的目的',
      clauses: [
        '本说明列出看球网页与第三方之间的全部信息交互，便于你了解和监督。合作 App 自身接入的 SDK 及其收集信息的情况，以合作 App 公布的 SDK 目录为准。',
      ],
    },
    {
      title: '看球网页不嵌入第三方 SDK',
      clauses: [
        '看球网页不嵌入任何第三方统计、广告、推送或地图 SDK。页面只与看球服务器通信，用于加载赛事数据、保持实时连接和保存你的助威、邀请、反馈与城市选择。',
      ],
    },
    {
      title: '与合作 App 的交互',
      clauses: [
        '看球通过合作 App 提供的原生接口接收登录凭证，通知刷新完成，上报页面高度，关闭广告位，读取广告的跳转地址。',
        '在页面提供相应按钮时，看球会请合作 App 分享邀请链接、在地图中打开场馆位置或打开看球 App；交互内容以完成这些操作所需为限，不包含设备标识、定位或通讯录。',
      ],
    },
    {
      title: '外部链接',
      clauses: [
        '在没有合作 App 的浏览器中，场馆卡片的“在地图中打开”会打开 OpenStreetMap 的网页，下载页面的链接会打开应用商店或安装包地址。此时你的浏览器直接访问这些网站，受它们各自的隐私政策约束。',
      ],
    },
    {
      title: '数据来源',
      clauses: [
        '看球展示的赛事数据来自公开授权的数据集：Wyscout 足球比赛事件数据（CC BY 4.0）、hoopR / ESPN 篮球数据（CC BY 4.0）和 openfootball 赛果与场馆数据（公有领域，CC0）。这些数据提供方不会通过看球获得你的任何信息。',
      ],
    },
    {
      title: '变更',
      clauses: ['如看球新增或调整第三方交互，我们会先更新本说明，并在必要时重新征得你的同意。'],
    },
    contactSection('本说明'),
  ],
});
