import type { MatchAnalysis, StandingRow, TeamRefData } from '@kanqiu/core/contract/match';

/** Which team of the match a standings row is: `home`, `away`, or `null` for any other team. */
export type StandingSide = 'home' | 'away' | null;

function sameTeam(a: TeamRefData, b: TeamRefData): boolean {
  // Tables and form lists come from different sources, so ids may differ; codes are shared.
  return a.id === b.id || (a.code !== '' && a.code === b.code);
}

/**
 * The side of the match a highlighted row belongs to, so it can wear that side's colour. Rows the
 * server did not highlight are no side, whatever they match.
 */
export function standingSide(
  row: Pick<StandingRow, 'team' | 'highlight'>,
  analysis: Pick<MatchAnalysis, 'home' | 'away'>,
): StandingSide {
  if (!row.highlight) return null;
  if (sameTeam(row.team, analysis.home.team)) return 'home';
  if (sameTeam(row.team, analysis.away.team)) return 'away';
  return null;
}
