import type { FootballResult } from '../history/football-results';
import { ELO_PARAMETERS, type EloParameters } from './elo';
import { FootballElo, type RatedFixture, seasonTeams } from './football-elo';

export type { RatedFixture } from './football-elo';

/**
 * Runs the Elo rating over the whole history in kick-off order. Every fixture is rated with the
 * ratings as they stood before its kick-off: fixtures kicking off at the same moment are all rated
 * before any of their results is applied, so no fixture sees its own or a later result.
 */
export function rateFootball(
  results: readonly FootballResult[],
  parameters: EloParameters = ELO_PARAMETERS,
): RatedFixture[] {
  const elo = new FootballElo(seasonTeams(results), parameters);
  const out: RatedFixture[] = [];
  let i = 0;
  while (i < results.length) {
    let j = i;
    while (j < results.length && results[j]?.kickoff === results[i]?.kickoff) j += 1;
    const batch = results.slice(i, j).map((result) => elo.rate(result));
    for (const rated of batch) elo.apply(rated);
    out.push(...batch);
    i = j;
  }
  return out;
}
