import type { AgreementSection, AgreementType } from '@kanqiu/core/contract';

/** Which agreement each route shows (`/api/user/xy`'s `type`); aliases resolve to these paths first. */
export const AGREEMENT_OF_ROUTE: Readonly<Record<string, AgreementType>> = {
  '/pages/TOS/TOS': 'tos',
  '/pages/privacy/privacy': 'privacy',
  '/pages/pay-agree/pay-agree': 'pay',
  '/pages/sdk-agree/sdk-agree': 'sdk',
  '/pages/platform/userAgreement': 'platform_user',
  '/pages/platform/privacyAgreement': 'platform_privacy',
  '/pages/platform/purchaseAgreement': 'platform_purchase',
};

/**
 * A document of at least this many sections gets a table of contents **(kanqiu design)**: at 360 px
 * six sections are already several screens of text.
 */
export const AGREEMENT_TOC_MIN_SECTIONS = 6;

/** A section's anchor: the server's `id`, or one made from its position for older servers. */
export function sectionAnchor(section: AgreementSection, index: number): string {
  return `agreement-${section.id ?? `section-${index + 1}`}`;
}
