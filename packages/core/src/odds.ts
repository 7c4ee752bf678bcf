/** A decimal odds value as servers send it: a number, or a numeric string such as `"1.85"`. */
export type OddsInput = number | string;

/**
 * Reads one decimal odds value. Anything that is not a finite number greater than zero (blank
 * strings, `"-"`, `NaN`, `Infinity`, `0`, negatives) gives `null`.
 */
export function parseOdds(value: OddsInput | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || !/^[+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
}
