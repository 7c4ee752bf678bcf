/** The outcomes a prediction is judged by (docs/behaviour.md §9). */
export const OUTCOME_OPTIONS = ['win', 'lose'] as const;
/** A prediction outcome. */
export type Outcome = (typeof OUTCOME_OPTIONS)[number];
/** Chinese labels of the outcomes. */
export const OUTCOME_LABELS: Readonly<Record<Outcome, string>> = { win: '赢', lose: '输' };

/** How many recent matches a data board may show (docs/behaviour.md §9): 10 or 20. */
export const SESSION_FILTER_OPTIONS = [10, 20] as const;
/** A number-of-matches filter value. */
export type SessionFilter = (typeof SESSION_FILTER_OPTIONS)[number];
/** The number-of-matches filter a board opens with. */
export const SESSION_FILTER_DEFAULT: SessionFilter = 10;
