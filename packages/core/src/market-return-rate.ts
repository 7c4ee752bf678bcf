import type { OddsMarketKey } from './contract/odds-page';
import type { OddsTriple } from './odds-row';
import { basketballReturnRate, footballReturnRate } from './return-rate';

/**
 * The return rate of one odds triple of a market: the three-way rate for 欧指 (`europe`:
 * home, draw, away), and the two-way rate of `arr1` and `arr3` for every other market, whose `arr2`
 * is a line (handicap or total) or unused (`moneyline`). `null` when the odds are unusable.
 *
 * @example
 * marketReturnRate('europe', { arr1: 2.53, arr2: 3.52, arr3: 2.64 }); // 0.9451
 * marketReturnRate('asia', { arr1: 1.85, arr2: -0.5, arr3: 1.93 }); // 0.9446
 */
export function marketReturnRate(market: OddsMarketKey, odds: OddsTriple): number | null {
  return market === 'europe'
    ? footballReturnRate(odds.arr1, odds.arr2, odds.arr3)
    : basketballReturnRate(odds.arr1, odds.arr3);
}
