import type { AgreementSection, AgreementType } from '@kanqiu/core/contract/user';
import type { RouteName } from '../../routing/routes';

/** Which agreement each route shows (`/api/user/xy`'s `type`), by route name (aliases included). */
export const AGREEMENT_OF_ROUTE: Readonly<Partial<Record<RouteName, AgreementType>>> = {
  tos: 'tos',
  privacy: 'privacy',
  payAgree: 'pay',
  sdkAgree: 'sdk',
  platformUserAgreement: 'platform_user',
  platformPrivacyAgreement: 'platform_privacy',
  platformPurchaseAgreement: 'platform_purchase',
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
