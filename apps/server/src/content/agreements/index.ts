import type { Agreement, AgreementType } from '@kanqiu/core/contract/user';
import { PAYMENT_AGREEMENT } from './payment-agreement';
import { PLATFORM_PRIVACY_AGREEMENT } from './platform-privacy-agreement';
import { PLATFORM_PURCHASE_AGREEMENT } from './platform-purchase-agreement';
import { PLATFORM_USER_AGREEMENT } from './platform-user-agreement';
import { PRIVACY_POLICY } from './privacy-policy';
import { SDK_AGREEMENT } from './sdk-agreement';
import { TERMS_OF_SERVICE } from './terms-of-service';

/**
 * The seven agreement texts of `POST /api/user/xy`, by type: kanqiu's own texts, not yet adopted by an
 * operating company, so marked `sample: true` with a `notice` saying so.
 */
export const AGREEMENTS: Readonly<Record<AgreementType, Agreement>> = {
  tos: TERMS_OF_SERVICE,
  privacy: PRIVACY_POLICY,
  pay: PAYMENT_AGREEMENT,
  sdk: SDK_AGREEMENT,
  platform_user: PLATFORM_USER_AGREEMENT,
  platform_privacy: PLATFORM_PRIVACY_AGREEMENT,
  platform_purchase: PLATFORM_PURCHASE_AGREEMENT,
};
