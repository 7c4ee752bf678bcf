import type {
  CompetitionRecord,
  FootballTeamInfo,
  Squad,
  SquadPlayer,
} from '@kanqiu/core/contract/football';
import { summarizeForm } from '@kanqiu/core/contract/match';
import { positionOfRole } from '../football/football-match-data';
import type { WorldCupStats } from '../football/world-cup-stats';
import { LEAGUES, type LeagueKey } from '../names/competitions';
import { confederationName } from '../names/confederations';
import { WORLD_CUP_2018_SQUAD_NUMBERS } from '../names/world-cup-2018-squad-numbers';
import { TEAM_TEXTS } from '../zh/team-texts';
import { competitionSeasonName, competitionSeasonOf } from './competition-season';
import { type FootballResult, isPlayed } from './football-results';
import { openfootballScorers, replayScorers } from './scorers';
import type { TeamEntry } from './team-directory';
import { recentMatch } from './team-form';

/** Results a team's recent form shows. */
export const TEAM_FORM_LENGTH = 5;

/** What the team info call reads besides the team itself. */
export interface TeamInfoContext {
  results: readonly FootballResult[];
  worldCup: WorldCupStats;
  /** The confederation of a national team (`UEFA`), by its openfootball name. */
  confederationOf(sourceName: string): string | null;
}

const POSITIONS = ['G', 'D', 'M', 'F'] as const;

function squadOf(entry: TeamEntry, worldCup: WorldCupStats): Squad | null {
  if (entry.wyscoutId === null) return null;
  const players = worldCup.team(entry.wyscoutId);
  if (players.length === 0) return null;
  const toPlayer = (tally: (typeof players)[number]): SquadPlayer => ({
    id: String(tally.playerId),
    name: tally.name,
    name_en: tally.nameEn,
    shirt_number: WORLD_CUP_2018_SQUAD_NUMBERS[tally.playerId] ?? null,
    birth_date: tally.birthDate,
    appearances: tally.appearances,
    starts: tally.starts,
    goals: tally.goals,
    assists: tally.assists,
    yellow_cards: tally.yellowCards,
    red_cards: tally.redCards,
  });
  return {
    competition: { key: 'wc', season: '2018', name: competitionSeasonName('wc', '2018') },
    groups: POSITIONS.map((position) => ({
      position,
      label: TEAM_TEXTS.positions[position],
      players: players
        .filter((tally) => positionOfRole(tally.role) === position)
        .map(toPlayer)
        .sort(
          (a, b) =>
            (a.shirt_number ?? 99) - (b.shirt_number ?? 99) ||
            b.appearances - a.appearances ||
            a.name_en.localeCompare(b.name_en),
        ),
    })),
  };
}

function records(entry: TeamEntry): CompetitionRecord[] {
  return entry.competitions.map((competition) => {
    const matches = entry.results
      .filter(isPlayed)
      .filter((r) => {
        const own = competitionSeasonOf(r);
        return own.key === competition.key && own.season === competition.season;
      })
      .map((r) => recentMatch(r, entry.team.id));
    return { competition, ...summarizeForm(matches) };
  });
}

/** The team info call: who the team is, its squad, records, scorers and form. */
export function teamInfo(entry: TeamEntry, context: TeamInfoContext): FootballTeamInfo {
  const squad = squadOf(entry, context.worldCup);
  const topScorers = entry.competitions
    .filter((competition) => competition.key === 'wc')
    .map((competition) => {
      if (competition.season === '2018') {
        return replayScorers(
          entry.wyscoutId === null ? [] : context.worldCup.team(entry.wyscoutId),
          competition,
        );
      }
      const season = context.results.filter((r) => r.competitionKey === `wc${competition.season}`);
      return openfootballScorers(season, competition, entry.team.id);
    });
  const played = entry.results.filter(isPlayed);
  const recent = played
    .slice(-TEAM_FORM_LENGTH)
    .reverse()
    .map((r) => recentMatch(r, entry.team.id));
  const newestLeague = entry.competitions.find((competition) => competition.key !== 'wc');
  const confederation =
    entry.kind === 'national' ? context.confederationOf(entry.sourceName) : null;
  const players = squad?.groups.flatMap((group) => group.players) ?? [];
  const numbered = players.filter((player) => player.shirt_number !== null).length;
  const numbersNote =
    numbered === players.length
      ? ''
      : numbered === 0
        ? TEAM_TEXTS.noShirtNumbers
        : TEAM_TEXTS.someShirtNumbers;
  const note =
    entry.kind === 'club'
      ? TEAM_TEXTS.clubNote
      : !squad
        ? TEAM_TEXTS.nationalWithoutReplays
        : `${TEAM_TEXTS.nationalWithReplays}${numbersNote}`;
  return {
    team: { id: entry.team.id, name: entry.team.name, code: entry.team.code },
    name_en: entry.sourceName,
    kind: entry.kind,
    wyscout_id: entry.wyscoutId === null ? null : String(entry.wyscoutId),
    confederation: confederation
      ? { code: confederation, name: confederationName(confederation) }
      : null,
    league: newestLeague
      ? {
          key: newestLeague.key,
          name: LEAGUES[newestLeague.key as LeagueKey]?.name ?? newestLeague.key,
        }
      : null,
    competitions: entry.competitions,
    squad,
    records: records(entry),
    top_scorers: topScorers,
    form: { matches: recent, results: recent.map((match) => match.result) },
    note,
  };
}
