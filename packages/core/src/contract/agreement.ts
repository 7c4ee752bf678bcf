import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';

/** The agreements `POST /api/user/xy` serves. */
export const AGREEMENT_TYPES = [
  'tos',
  'privacy',
  'pay',
  'sdk',
  'platform_user',
  'platform_privacy',
  'platform_purchase',
] as const;
/** An agreement type. */
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

/** `POST /api/user/xy`: which agreement. */
export const agreementRequestSchema = v.object({
  type: v.picklist(AGREEMENT_TYPES, '未知的协议类型'),
});
/** Body of `POST /api/user/xy`. */
export type AgreementRequest = v.InferOutput<typeof agreementRequestSchema>;

/** `data` of `POST /api/user/xy`: plain-text sections, never HTML (the page renders them as text). */
export const agreementSchema = v.object({
  type: v.picklist(AGREEMENT_TYPES),
  title: v.string(),
  version: v.string(),
  /** `YYYY-MM-DD`. */
  updated_at: v.string(),
  /** True for the sample texts of kanqiu's own server. */
  sample: v.boolean(),
  sections: v.array(
    v.object({
      heading: v.string(),
      paragraphs: v.array(v.string()),
    }),
  ),
});
/** An agreement text. */
export type Agreement = v.InferOutput<typeof agreementSchema>;

/** `POST /api/user/xy`: an agreement's text. */
export const agreementCall = call(API_PATHS.agreement, agreementRequestSchema, agreementSchema);
