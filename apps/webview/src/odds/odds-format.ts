import { formatOddsLine } from '@kanqiu/core';
import type { OddsMarketKey } from '@kanqiu/core/contract/match';

/** Which way a value moved: up (red), down (green), or not at all. */
export type Move = 'up' | 'down' | null;

/** Decimal odds as the pages show them: two decimals (`1.85`, `10.07`). */
export function formatOdds(value: number): string {
  return value.toFixed(2);
}

/** A return rate as a percentage with two decimals (`0.9451` → `94.51%`); `—` when unknown. */
export function formatReturnRate(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(2)}%`;
}

/** How `arr2` of a market reads: a line the Chinese way, or the draw odds of 欧指. */
export function formatArr2(
  market: OddsMarketKey,
  value: number,
  sport: 'football' | 'basketball',
): string {
  return formatOddsLine(market, value, sport) ?? formatOdds(value);
}

/** Whether `arr2` of a market is a line (handicap or total) rather than odds. */
export function isLineMarket(market: OddsMarketKey): boolean {
  return market === 'asia' || market === 'spread' || market === 'total';
}

/** Whether `arr2` of a market is shown at all (胜负 has none). */
export function showsArr2(market: OddsMarketKey): boolean {
  return market !== 'moneyline';
}

/** The move from `before` to `after`. */
export function move(before: number | undefined, after: number): Move {
  if (before === undefined || before === after) return null;
  return after > before ? 'up' : 'down';
}
