import type { OddsMarketKey } from '@kanqiu/core/contract/match';

/**
 * The model's fair view of one market at one moment, before any bookmaker's margin: three
 * probabilities (home, draw, away) for `europe`, two (home/over side, away/under side) for the
 * two-way markets, whose `line` is the handicap or total.
 */
export interface MarketQuote {
  key: OddsMarketKey;
  line: number;
  probabilities: readonly number[];
}

/** The half-point or whole-point line nearest to making both sides of a two-way market even. */
export function balancedLine(
  candidates: readonly number[],
  sides: (line: number) => { win: number; lose: number },
): { line: number; win: number; lose: number } {
  let best = { line: candidates[0] ?? 0, win: 0.5, lose: 0.5 };
  let bestGap = Number.POSITIVE_INFINITY;
  for (const line of candidates) {
    const { win, lose } = sides(line);
    const gap = Math.abs(win - lose) + (Number.isInteger(line) ? 0.02 : 0);
    if (gap < bestGap) {
      bestGap = gap;
      best = { line, win, lose };
    }
  }
  return best;
}
