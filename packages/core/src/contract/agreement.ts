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

/** A numbered clause of an agreement section (`3.2`). */
export const agreementClauseSchema = v.object({
  /** `<section>.<clause>`, e.g. `3.2`. */
  number: v.string(),
  text: v.string(),
});
/** A numbered clause. */
export type AgreementClause = v.InferOutput<typeof agreementClauseSchema>;

/**
 * One section. `heading` and `paragraphs` are what every version of the call sends; the fields after
 * them were added for a table of contents and numbered clauses and are optional for older servers.
 */
export const agreementSectionSchema = v.object({
  /** The heading as shown, with its ordinal (`三、我们保存哪些信息`). */
  heading: v.string(),
  /** The clauses' texts in order, without numbers. */
  paragraphs: v.array(v.string()),
  /** Anchor for the table of contents (`section-3`), unique within the agreement. */
  id: v.optional(v.string()),
  /** 1-based section number. */
  number: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** The heading without its ordinal, for the table of contents (`我们保存哪些信息`). */
  title: v.optional(v.string()),
  /** The same texts as `paragraphs`, numbered (`3.1`, `3.2`). */
  clauses: v.optional(v.array(agreementClauseSchema)),
});
/** One section of an agreement. */
export type AgreementSection = v.InferOutput<typeof agreementSectionSchema>;

/** `data` of `POST /api/user/xy`: plain-text sections, never HTML (the page renders them as text). */
export const agreementSchema = v.object({
  type: v.picklist(AGREEMENT_TYPES),
  title: v.string(),
  version: v.string(),
  /** `YYYY-MM-DD` of the last change. */
  updated_at: v.string(),
  /** `YYYY-MM-DD` from which this version applies. */
  effective_at: v.optional(v.string()),
  /** True for texts no operating company has adopted yet (kanqiu's own server serves only these). */
  sample: v.boolean(),
  /** A short note to show above the text when `sample` is true: what the text is and is not. */
  notice: v.optional(v.string()),
  sections: v.array(agreementSectionSchema),
});
/** An agreement text. */
export type Agreement = v.InferOutput<typeof agreementSchema>;

/** `POST /api/user/xy`: an agreement's text. */
export const agreementCall = call(API_PATHS.agreement, agreementRequestSchema, agreementSchema);
