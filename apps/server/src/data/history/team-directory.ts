import type { CompetitionSeason } from '@kanqiu/core/contract/football';
import { type FootballTeamInfo, wyscoutIdOfTeam } from '../names/football-teams';
import { competitionSeasonOf } from './competition-season';
import type { FootballResult } from './football-results';

/** A team of the results history: who it is and every match it has in the data. */
export interface TeamEntry {
  /** `id` is the code: the team's id in every table and schedule. */
  team: FootballTeamInfo;
  /** The name in the results source (`France`, `Manchester City FC`). */
  sourceName: string;
  kind: 'national' | 'club';
  /** The Wyscout team id of a World Cup 2018 team, else `null`. */
  wyscoutId: number | null;
  /** Oldest first. */
  results: FootballResult[];
  /** Newest first. */
  competitions: CompetitionSeason[];
}

/**
 * Every football team of the results history, found by its code (`FRA`, `MCI`) or, for a World Cup
 * 2018 team, by its Wyscout team id (`4418`): the team id scheme of the football team calls
 * (docs/contract.md).
 */
export class TeamDirectory {
  private readonly byId = new Map<string, TeamEntry>();

  constructor(results: readonly FootballResult[]) {
    const sorted = [...results].sort(
      (a, b) => a.kickoff.localeCompare(b.kickoff) || a.id.localeCompare(b.id),
    );
    for (const result of sorted) {
      for (const [team, sourceName] of [
        [result.home, result.homeSourceName],
        [result.away, result.awaySourceName],
      ] as const) {
        let entry = this.byId.get(team.id);
        if (!entry) {
          const wyscoutId = wyscoutIdOfTeam(sourceName) ?? null;
          entry = {
            team,
            sourceName,
            kind: result.competitionKey.startsWith('wc') ? 'national' : 'club',
            wyscoutId,
            results: [],
            competitions: [],
          };
          this.byId.set(team.id, entry);
          if (wyscoutId !== null) this.byId.set(String(wyscoutId), entry);
        }
        entry.results.push(result);
      }
    }
    for (const entry of this.entries()) {
      const seen = new Map<string, CompetitionSeason>();
      for (const result of [...entry.results].reverse()) {
        const competition = competitionSeasonOf(result);
        seen.set(`${competition.key}/${competition.season}`, competition);
      }
      entry.competitions = [...seen.values()];
    }
  }

  /** A team by code or Wyscout id (letters in any case); `undefined` when the data has no such team. */
  find(teamId: string): TeamEntry | undefined {
    return this.byId.get(teamId.toUpperCase());
  }

  /** Every team, each once. */
  entries(): TeamEntry[] {
    return [...new Set(this.byId.values())];
  }
}
