import { roundHalfUp } from './decimal-round';
import { type OddsInput, parseOdds } from './odds';

/** Decimal places of a return rate. */
export const RETURN_RATE_DIGITS = 4;

/**
 * The return rate of three-way football odds: the product of the three odds divided by the sum of
 * their pairwise products, rounded half up to 4 decimals. `null` when any value is not a finite
 * positive number.
 *
 * @example
 * footballReturnRate(2.1, 3.3, 3.4); // 0.9317
 */
export function footballReturnRate(
  home: OddsInput | null | undefined,
  draw: OddsInput | null | undefined,
  away: OddsInput | null | undefined,
): number | null {
  const h = parseOdds(home);
  const d = parseOdds(draw);
  const a = parseOdds(away);
  if (h === null || d === null || a === null) return null;
  const rate = (h * d * a) / (h * d + h * a + d * a);
  return Number.isFinite(rate) ? roundHalfUp(rate, RETURN_RATE_DIGITS) : null;
}

/**
 * The return rate of two-way basketball odds: 1 divided by the sum of the inverse odds, rounded half
 * up to 4 decimals. `null` when either value is not a finite positive number.
 *
 * @example
 * basketballReturnRate(1.9, 1.9); // 0.95
 */
export function basketballReturnRate(
  home: OddsInput | null | undefined,
  away: OddsInput | null | undefined,
): number | null {
  const h = parseOdds(home);
  const a = parseOdds(away);
  if (h === null || a === null) return null;
  const rate = 1 / (1 / h + 1 / a);
  return Number.isFinite(rate) ? roundHalfUp(rate, RETURN_RATE_DIGITS) : null;
}
