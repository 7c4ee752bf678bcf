const ORDINALS = [
  '一',
  '二',
  '三',
  '四',
  '五',
  '六',
  '七',
  '八',
  '九',
  '十',
  '十一',
  '十二',
] as const;

/** The largest number {@link chineseOrdinal} names. */
export const MAX_CHINESE_ORDINAL = ORDINALS.length;

/**
 * The Chinese numeral for 1–12 (`1` → `一`, `12` → `十二`), as used for rounds, quarters and months.
 *
 * @throws RangeError for anything that is not an integer from 1 to 12.
 */
export function chineseOrdinal(n: number): string {
  const label = Number.isInteger(n) ? ORDINALS[n - 1] : undefined;
  if (label === undefined) {
    throw new RangeError(
      `chineseOrdinal: expected an integer from 1 to ${MAX_CHINESE_ORDINAL}, got ${n}`,
    );
  }
  return label;
}
