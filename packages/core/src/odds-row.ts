import type { OddsInput } from './odds';
import { basketballReturnRate, footballReturnRate } from './return-rate';
import type { Sport } from './sport';

/**
 * Three odds values as the odds pages receive them.
 *
 * Football three-way (欧赔): `arr1` home win, `arr2` draw, `arr3` away win.
 * Basketball two-way: `arr1` home, `arr2` the line (handicap or total; `0` for a plain moneyline),
 * `arr3` away. The line does not enter the basketball return rate.
 */
export interface OddsTriple {
  arr1: OddsInput;
  arr2: OddsInput;
  arr3: OddsInput;
}

/** One bookmaker's row on an odds page: opening ("first") and current ("last") values with their return rates. */
export interface OddsRow {
  /** Stable id of the bookmaker. */
  company_id: number;
  /** Display name of the bookmaker. */
  company: string;
  /** Opening odds. */
  first: OddsTriple;
  /** Current odds. */
  last: OddsTriple;
  /** Return rate of the opening odds, 4 decimals; `null` when the odds are unusable. */
  first_return_rate: number | null;
  /** Return rate of the current odds, 4 decimals; `null` when the odds are unusable. */
  last_return_rate: number | null;
}

/** The return rate of one odds triple for a sport (see {@link OddsTriple} for which values count). */
export function oddsReturnRate(sport: Sport, odds: OddsTriple): number | null {
  return sport === 'football'
    ? footballReturnRate(odds.arr1, odds.arr2, odds.arr3)
    : basketballReturnRate(odds.arr1, odds.arr3);
}

/** Builds an {@link OddsRow}, computing both return rates. */
export function createOddsRow(
  sport: Sport,
  row: Pick<OddsRow, 'company_id' | 'company' | 'first' | 'last'>,
): OddsRow {
  return {
    ...row,
    first_return_rate: oddsReturnRate(sport, row.first),
    last_return_rate: oddsReturnRate(sport, row.last),
  };
}
