import { chineseOrdinal } from '@kanqiu/core';
import type { Agreement, AgreementType } from '@kanqiu/core/contract/user';

/** Version, last change and effective date of the texts. */
export const AGREEMENT_VERSION = '1.1.0-sample';
export const AGREEMENT_UPDATED_AT = '2026-11-24';
export const AGREEMENT_EFFECTIVE_AT = '2026-11-24';

/** The contact the texts name: a reserved example domain, never a real mailbox. */
export const AGREEMENT_CONTACT = 'privacy@kanqiu.example';

/** Shown above every text (`notice`): what the texts are and are not. */
export const AGREEMENT_NOTICE =
  '本文由看球产品团队编写，如实说明看球目前做什么、保存什么。它尚未经运营主体和法律专业人员审定，不构成具有法律效力的协议；正式上线前应由运营主体审定后替换。文中的联系邮箱为示例地址。';

/** An agreement as written: titled sections of clauses, numbered when served. */
export interface AgreementText {
  type: AgreementType;
  title: string;
  sections: { title: string; clauses: string[] }[];
}

/**
 * The served form of a text: section `n` gets the heading `<n in Chinese>、<title>`, the anchor
 * `section-n` and clauses numbered `n.1`, `n.2`…; `paragraphs` repeats the clauses' texts for pages
 * that read only headings and paragraphs.
 */
export function agreementOf(text: AgreementText): Agreement {
  return {
    type: text.type,
    title: text.title,
    version: AGREEMENT_VERSION,
    updated_at: AGREEMENT_UPDATED_AT,
    effective_at: AGREEMENT_EFFECTIVE_AT,
    sample: true,
    notice: AGREEMENT_NOTICE,
    sections: text.sections.map((section, i) => ({
      heading: `${chineseOrdinal(i + 1)}、${section.title}`,
      paragraphs: section.clauses,
      id: `section-${i + 1}`,
      number: i + 1,
      title: section.title,
      clauses: section.clauses.map((clause, j) => ({ number: `${i + 1}.${j + 1}`, text: clause })),
    })),
  };
}

/** The closing section every text ends with. */
export function contactSection(subject: string): AgreementText['sections'][number] {
  return {
    title: '联系我们',
    clauses: [
      `如你对${subject}有任何疑问、意见或建议，或要查询、删除你的记录，请发送邮件至 ${AGREEMENT_CONTACT}（示例地址），我们会在十五个工作日内答复。`,
    ],
  };
}
