import type { CompetitionSeason, Scorer, ScorerList } from '@kanqiu/core/contract/football';
import type { PlayerTally } from '../football/world-cup-stats';
import { footballTeamByName, openfootballNameOfWyscoutTeam } from '../names/football-teams';
import { WORLD_CUP_2022_KEY, worldCup2022ScorerName } from '../names/world-cup-2022-names';
import type { FootballResult } from './football-results';

type Unranked = Omit<Scorer, 'rank'>;

/** Most goals first (then fewer penalties, then name); equal goals share a rank (1, 2, 2, 4). */
export function rankScorers(list: readonly Unranked[]): Scorer[] {
  const sorted = [...list].sort(
    (a, b) =>
      b.goals - a.goals || a.penalty_goals - b.penalty_goals || a.name_en.localeCompare(b.name_en),
  );
  return sorted.map((scorer) => {
    const first = sorted.findIndex((other) => other.goals === scorer.goals);
    return { rank: first + 1, ...scorer };
  });
}

/** The last word of a name, for matching `Mbappé` with `Kylian Mbappé`. */
function surname(name: string): string {
  return (name.split(' ').at(-1) ?? name).toLowerCase();
}

/**
 * The name each written form of a team's scorers stands for: the source sometimes writes a player by
 * surname only (`Mbappé` beside `Kylian Mbappé`), so a one-word name that is the surname of exactly
 * one longer name of the same team is read as that name.
 */
function canonicalNames(names: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of names) {
    const longer = [...names].filter(
      (other) => other !== name && other.includes(' ') && surname(other) === surname(name),
    );
    out.set(name, !name.includes(' ') && longer.length === 1 ? (longer[0] as string) : name);
  }
  return out;
}

/**
 * A scorer's Chinese name where one is written (World Cup 2022: `names/world-cup-2022-names.ts`),
 * else the name as the source writes it.
 */
export function sourceScorerName(
  result: FootballResult,
  teamCode: string,
  written: string,
): string {
  return result.competitionKey === WORLD_CUP_2022_KEY
    ? (worldCup2022ScorerName(teamCode, written) ?? written)
    : written;
}

/**
 * The scorers of results whose source lists the goals (openfootball's World Cup files): goals and
 * penalties per player and team, own goals left out. The source names players only (no assists).
 * Names are Chinese where written ({@link sourceScorerName}); two spellings given one Chinese name
 * are one player.
 */
export function openfootballScorers(
  results: readonly FootballResult[],
  competition: CompetitionSeason,
  teamId?: string,
): ScorerList {
  const namesByTeam = new Map<string, Set<string>>();
  for (const result of results) {
    for (const goal of result.goals ?? []) {
      const team = goal.side === 1 ? result.home : result.away;
      if (goal.ownGoal) continue;
      const names = namesByTeam.get(team.id) ?? new Set<string>();
      names.add(goal.name);
      namesByTeam.set(team.id, names);
    }
  }
  const canonical = new Map(
    [...namesByTeam].map(([team, names]) => [team, canonicalNames(names)] as const),
  );
  const tally = new Map<string, Unranked>();
  for (const result of results) {
    for (const goal of result.goals ?? []) {
      if (goal.ownGoal) continue;
      const team = goal.side === 1 ? result.home : result.away;
      if (teamId && team.id !== teamId) continue;
      const latin = canonical.get(team.id)?.get(goal.name) ?? goal.name;
      const name = sourceScorerName(result, team.code, latin);
      const key = `${team.id}/${name}`;
      const entry = tally.get(key) ?? {
        player_id: null,
        name,
        name_en: latin,
        team: { id: team.id, name: team.name, code: team.code },
        goals: 0,
        penalty_goals: 0,
        assists: null,
      };
      entry.goals += 1;
      if (goal.penalty) entry.penalty_goals += 1;
      tally.set(key, entry);
    }
  }
  return { competition, source: 'openfootball', scorers: rankScorers([...tally.values()]) };
}

/** The scorers of the replayed World Cup 2018, counted from the events of every match. */
export function replayScorers(
  tallies: Iterable<PlayerTally>,
  competition: CompetitionSeason,
): ScorerList {
  const list: Unranked[] = [];
  for (const tally of tallies) {
    if (tally.goals === 0) continue;
    const team = footballTeamByName(openfootballNameOfWyscoutTeam(tally.teamId));
    list.push({
      player_id: String(tally.playerId),
      name: tally.name,
      name_en: tally.nameEn,
      team: { id: team.id, name: team.name, code: team.code },
      goals: tally.goals,
      penalty_goals: tally.penaltyGoals,
      assists: tally.assists,
    });
  }
  return { competition, source: 'events', scorers: rankScorers(list) };
}
