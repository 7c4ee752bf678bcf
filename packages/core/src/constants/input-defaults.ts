/** Most characters a textarea takes (docs/behaviour.md §5, §9): 140. */
export const TEXTAREA_MAX_LENGTH = 140;
/** Smallest value of a number box (docs/behaviour.md §5): 1. */
export const NUMBER_BOX_MIN = 1;
/** Step of a number box (docs/behaviour.md §5): 1. */
export const NUMBER_BOX_STEP = 1;
/** Years before the current year a date range reaches (docs/behaviour.md §5): 10. */
export const DATE_RANGE_YEARS_BEFORE = 10;
/** Years after the current year a date range reaches (docs/behaviour.md §5): 10. */
export const DATE_RANGE_YEARS_AFTER = 10;
/** Digits of a verification code input (docs/behaviour.md §5): 6. */
export const CODE_INPUT_LENGTH = 6;

/** The default date range of a date picker: 10 years before to 10 years after the given year. */
export function defaultDateRange(currentYear: number): { minYear: number; maxYear: number } {
  return {
    minYear: currentYear - DATE_RANGE_YEARS_BEFORE,
    maxYear: currentYear + DATE_RANGE_YEARS_AFTER,
  };
}
