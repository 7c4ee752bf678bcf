import type { MatchState } from '@kanqiu/core/contract/match';
import type { FootballCalls, LoadedReplayMatch } from './catalog';
import type { FootballReplaySource } from './football/load-football';
import { deriveSuspensions, type Suspension } from './football/suspensions';
import type { WorldCupStats } from './football/world-cup-stats';
import type { WyscoutCompetitionFile } from './football/wyscout-types';
import type { FootballResult } from './history/football-results';
import { matchOverview } from './history/match-overview';
import { TeamDirectory } from './history/team-directory';
import { teamInfo } from './history/team-info';
import { teamPoints } from './history/team-points';
import { teamSchedule } from './history/team-schedule';
import type { DatedPick } from './models/model-picks';
import { CONFEDERATIONS_2022 } from './names/confederations';
import { stadiumOf } from './names/venues';
import { readJson } from './shared/read-json';
import { loadVenues } from './venues/load-venues';

/** What the football calls are built from. */
export interface FootballCallsInput {
  dataDir: string;
  results: readonly FootballResult[];
  /** The replayed World Cup 2018 matches and their sources, in kick-off order. */
  replays: readonly LoadedReplayMatch[];
  /** The sources of every replayed match, in kick-off order. */
  fixtures: readonly FootballReplaySource[];
  /** The sources of the replayed matches counted as played. */
  sources: readonly FootballReplaySource[];
  metadata: WyscoutCompetitionFile;
  /** The results-history id of each replay. */
  historyIdOf: ReadonlyMap<string, string>;
  picks: readonly DatedPick[];
  /** The World Cup 2018 players' tournament, shared with the league database. */
  worldCup: WorldCupStats;
}

/**
 * The football team and match overview calls over the results history and the replays. Everything
 * that needs the replays' events (squads' goals and cards, scorers, suspensions) is counted the first
 * time it is asked for.
 */
export function createFootballCalls(input: FootballCallsInput): FootballCalls {
  const { results } = input;
  const directory = new TeamDirectory(results);
  const { worldCup } = input;
  const venues = loadVenues(input.dataDir);
  const venueOf = (ground: string | null) => {
    const key = ground ? stadiumOf(ground)?.key : undefined;
    const venue = key ? venues.venues.find((candidate) => candidate.name_en === key) : undefined;
    return venue ? { name: venue.name, city: venue.city, capacity: venue.capacity } : null;
  };
  const teams2018 = readJson<{ teams: { name: string; confed: string }[] }>(
    input.dataDir,
    'football',
    'openfootball',
    'worldcup',
    '2018',
    'worldcup.teams.json',
  );
  const confederations = new Map<string, string>(Object.entries(CONFEDERATIONS_2022));
  for (const team of teams2018.teams) confederations.set(team.name, team.confed);

  const replayById = new Map(input.replays.map((replay) => [replay.id, replay]));
  const replayOfHistory = new Map(
    [...input.historyIdOf].map(([replay, history]) => [history, replay]),
  );
  const resultById = new Map(results.map((result) => [result.id, result]));
  const picksByMatch = new Map<string, DatedPick[]>();
  for (const pick of input.picks) {
    const list = picksByMatch.get(pick.pick.match_id) ?? [];
    list.push(pick);
    picksByMatch.set(pick.pick.match_id, list);
  }
  let suspensions: Map<string, Suspension[]> | undefined;
  const replayOf = (historyId: string) => replayOfHistory.get(historyId) ?? null;

  return {
    teamInfo(teamId) {
      const entry = directory.find(teamId);
      return entry
        ? teamInfo(entry, {
            results,
            worldCup,
            confederationOf: (name) => confederations.get(name) ?? null,
          })
        : undefined;
    },
    teamSchedule(teamId, filter) {
      const entry = directory.find(teamId);
      return entry ? teamSchedule(entry, filter, replayOf) : undefined;
    },
    teamPoints(teamId, filter) {
      const entry = directory.find(teamId);
      return entry ? teamPoints(entry, results, filter) : undefined;
    },
    matchOverview(matchId, replayState: (replayId: string) => MatchState | null) {
      const historyId = input.historyIdOf.get(matchId) ?? matchId;
      const result = resultById.get(historyId);
      if (!result) return undefined;
      const replayId = replayOf(historyId);
      const replay = replayId ? (replayById.get(replayId) ?? null) : null;
      return matchOverview(result, replay, replay ? replayState(replay.id) : null, {
        results,
        venueOf,
        picksOf: (id) => picksByMatch.get(id) ?? [],
        historyOf: (id) => input.historyIdOf.get(id) ?? null,
        suspensionsOf: (id) => {
          // A ban shows only once the matches of its cards have been played; it is served in
          // the team's next match, played or not.
          const played = new Set(input.sources.map((source) => source.header.id));
          suspensions ??= deriveSuspensions(
            input.fixtures.map((source) => ({
              header: source.header,
              data: played.has(source.header.id) ? source.convert() : { moments: [] },
            })),
          );
          return suspensions.get(id) ?? [];
        },
        playerOf: (playerId) => {
          const tally = worldCup.all().get(playerId);
          return {
            name: tally?.name ?? String(playerId),
            nameEn: tally?.nameEn ?? String(playerId),
          };
        },
      });
    },
  };
}
