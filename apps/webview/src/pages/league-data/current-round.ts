import type { LeagueData } from '@kanqiu/core/contract/football';

/**
 * The round a fan opens first: the first one with a match still to play (the current match-day of a
 * season under way), else the last (a finished season ends on its final round or final).
 */
export function currentRound(rounds: LeagueData['rounds']): string | null {
  const open = rounds.find((round) => round.matches.some((match) => !match.finished));
  return (open ?? rounds[rounds.length - 1])?.round ?? null;
}
