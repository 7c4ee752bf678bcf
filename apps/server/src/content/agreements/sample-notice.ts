import type { Agreement } from '@kanqiu/core/contract';

type Section = Agreement['sections'][number];

/** Version and date of the sample texts. */
export const AGREEMENT_VERSION = '1.0.0-sample';
export const AGREEMENT_UPDATED_AT = '2026-11-22';

/** The contact the sample texts name: a reserved example domain, never a real mailbox. */
export const SAMPLE_CONTACT = 'privacy@kanqiu.example';

/** The first section of every sample text: says plainly what it is. */
export const SAMPLE_NOTICE: Section = {
  heading: '示例文本说明',
  paragraphs: [
    '本文是看球产品团队为开发和演示编写的示例文本，用于展示协议页面的排版与内容结构，不构成具有法律效力的协议，也不代表任何运营主体的正式承诺。',
    '产品正式上线前，运营主体应结合实际业务、合作方情况和适用的法律法规，由专业人员审定正式文本后替换本文。',
  ],
};
