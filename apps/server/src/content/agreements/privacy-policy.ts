import type { Agreement } from '@kanqiu/core/contract';
import {
  AGREEMENT_UPDATED_AT,
  AGREEMENT_VERSION,
  SAMPLE_CONTACT,
  SAMPLE_NOTICE,
} from './sample-notice';

/** 隐私政策 (`privacy`). */
export const PRIVACY_POLICY: Agreement = {
  type: 'privacy',
  title: '看球隐私政策',
  version: AGREEMENT_VERSION,
  updated_at: AGREEMENT_UPDATED_AT,
  sample: true,
  sections: [
    SAMPLE_NOTICE,
    {
      heading: '一、我们如何收集信息',
      paragraphs: [
        '看球坚持最少够用的原则，只收集提供服务所必需的信息：您打开的页面和赛事编号、设备类型（安卓或苹果）与浏览器标识，以及合作应用传入的登录凭证。',
        '当页面请求出错时，看球会把出错的接口地址、请求参数和服务器返回的提示发送给我们，用于排查故障。这些日志不包含您的通讯录、位置、相册等个人敏感信息。',
      ],
    },
    {
      heading: '二、我们如何使用信息',
      paragraphs: [
        '上述信息仅用于展示您关注的赛事、维持实时数据连接、排查故障和改进服务。我们不会将您的信息用于与上述目的无关的用途，也不会据此对您进行自动化决策。',
      ],
    },
    {
      heading: '三、本地存储',
      paragraphs: [
        '为保持登录状态，看球会在您设备的浏览器本地存储中保存合作应用传入的登录凭证。您可以通过退出合作应用账号或清除应用数据将其删除。',
      ],
    },
    {
      heading: '四、信息的共享与披露',
      paragraphs: [
        '除法律法规另有规定或取得您的单独同意外，我们不会向第三方出售、出租或共享您的个人信息。与合作应用的数据交互以完成您请求的功能为限，详见《第三方SDK目录与共享说明》。',
      ],
    },
    {
      heading: '五、信息的保存与保护',
      paragraphs: [
        '故障日志在服务器内存中循环保存，只保留最近的有限条数，服务重启即清除。我们采取传输加密、访问控制等措施保护信息安全；如发生安全事件，我们将按法律要求及时告知您并采取补救措施。',
      ],
    },
    {
      heading: '六、您的权利',
      paragraphs: [
        '您有权查询、更正、删除您的个人信息，有权撤回授权同意，也有权要求我们解释个人信息的处理规则。您可以通过本政策末尾的方式联系我们，我们将在十五个工作日内处理。',
      ],
    },
    {
      heading: '七、未成年人保护',
      paragraphs: [
        '我们非常重视未成年人的个人信息保护。未满十四周岁的儿童使用看球前，应取得监护人的同意；如监护人发现未经同意收集了儿童信息，请联系我们删除。',
      ],
    },
    {
      heading: '八、政策的更新与联系方式',
      paragraphs: [
        '本政策更新时，我们会在页面显著位置公布更新内容和生效日期。',
        `如您对本政策或个人信息处理有任何疑问，请发送邮件至 ${SAMPLE_CONTACT}（示例地址）。`,
      ],
    },
  ],
};
