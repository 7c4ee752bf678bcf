/**
 * Significant digits kept before rounding, as the product's decimal math does (docs/behaviour.md §9). 15 is the most a double holds exactly, so `toPrecision(15)` recovers the
 * decimal the arithmetic meant: 0.93075 is stored as 0.930749999…, and reads back as 0.930750000000000.
 */
export const DECIMAL_PRECISION = 15;

/**
 * Rounds half up (away from zero) to `digits` decimal places, in decimal rather than binary.
 *
 * @example
 * roundHalfUp(0.93075, 4); // 0.9308 (Math.round(0.93075 * 1e4) / 1e4 gives 0.9307)
 */
export function roundHalfUp(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  if (!Number.isInteger(digits) || digits < 0 || digits > 20) {
    throw new RangeError(`roundHalfUp: digits must be an integer from 0 to 20, got ${digits}`);
  }
  const decimal = Math.abs(value).toPrecision(DECIMAL_PRECISION);
  // Shifting through the exponent of a decimal string keeps the digits exact; multiplying by 10^n would not.
  const shifted = shiftDecimal(decimal, digits);
  // Near the largest double the shift overflows; such a value has no decimals left to round.
  if (!Number.isFinite(shifted)) return value < 0 ? -Number(decimal) : Number(decimal);
  const rounded = shiftDecimal(String(Math.round(shifted)), -digits);
  return value < 0 ? -rounded : rounded;
}

/** `text` × 10^`places`, through the exponent; `text` may itself be in exponent form (`5.5e-309`). */
function shiftDecimal(text: string, places: number): number {
  const [mantissa, exponent = '0'] = text.split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}
