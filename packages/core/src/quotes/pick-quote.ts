import type { Sport } from '../sport';
import { BASKETBALL_QUOTES } from './basketball-quotes';
import { FOOTBALL_QUOTES } from './football-quotes';

/**
 * A display quote for a sport, picked at random.
 *
 * @param random a source of numbers in [0, 1), `Math.random` by default; pass a seeded one for repeatable picks.
 */
export function pickQuote(sport: Sport, random: () => number = Math.random): string {
  const quotes = sport === 'football' ? FOOTBALL_QUOTES : BASKETBALL_QUOTES;
  const r = random();
  const index = Number.isFinite(r)
    ? Math.min(quotes.length - 1, Math.max(0, Math.floor(r * quotes.length)))
    : 0;
  return quotes[index] as string;
}
