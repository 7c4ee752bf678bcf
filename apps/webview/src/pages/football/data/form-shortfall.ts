import type { MatchAnalysis } from '@kanqiu/core/contract/match';
import type { BoardSide, BoardTeamFilter } from '@kanqiu/ui';

/** A team the board shows with fewer earlier matches than the number filter asks for. */
export interface FormShortfall {
  side: BoardSide;
  name: string;
  /** How many earlier matches the data holds for it. */
  count: number;
}

/**
 * The teams on show under `team` whose lists are shorter than `sessions`, so the page can say the
 * data holds only that many rather than let "近20场" over 6 rows pass as complete.
 */
export function formShortfall(
  analysis: Pick<MatchAnalysis, 'home' | 'away'>,
  team: BoardTeamFilter,
  sessions: number,
): FormShortfall[] {
  const sides: BoardSide[] = team === 'both' ? ['home', 'away'] : [team];
  return sides.flatMap((side) => {
    const form = analysis[side];
    return form.matches.length < sessions
      ? [{ side, name: form.team.name, count: form.matches.length }]
      : [];
  });
}
