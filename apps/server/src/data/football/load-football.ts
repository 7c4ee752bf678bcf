import type { OpenfootballFile } from '../history/openfootball-types';
import { openfootballNameOfWyscoutTeam } from '../names/football-teams';
import { readJson } from '../shared/read-json';
import { convertFootballMatch, type FootballMatchData } from './football-match-data';
import {
  type FootballMatchHeader,
  footballMatchHeader,
  type WorldCupRoundInfo,
} from './football-match-header';
import { FootballMatchClock, periodOf } from './match-clock';
import {
  expandWyscoutEvents,
  type ReducedWyscoutEventFile,
  type WyscoutCompetitionFile,
  type WyscoutMatch,
} from './wyscout-types';

/** Where the reduced Wyscout files live under the data directory. */
export const WYSCOUT_DIR = ['football', 'wyscout'] as const;
/** The reduced metadata file of the World Cup 2018. */
export const WYSCOUT_META_FILE = 'world-cup-2018.json';

/** One Wyscout match as read at start-up: its header and clock now, its conversion on first use. */
export interface FootballReplaySource {
  header: FootballMatchHeader;
  clock: FootballMatchClock;
  /** Converts the events (once; later calls return the same data). */
  convert(): FootballMatchData;
}

function roundOf(match: WyscoutMatch, worldCup: OpenfootballFile): WorldCupRoundInfo {
  const date = match.dateutc.slice(0, 10);
  const names = Object.values(match.teamsData).map((team) =>
    openfootballNameOfWyscoutTeam(team.teamId),
  );
  const record = worldCup.matches.find(
    (m) => m.date === date && names.includes(m.team1) && names.includes(m.team2),
  );
  if (!record) throw new Error(`No openfootball record for Wyscout match ${match.wyId}`);
  return record.group ? { round: record.round, group: record.group } : { round: record.round };
}

/** The reduced Wyscout metadata: every World Cup 2018 match record, its teams and players. */
export function loadWyscoutMetadata(dataDir: string): WyscoutCompetitionFile {
  return readJson<WyscoutCompetitionFile>(dataDir, ...WYSCOUT_DIR, WYSCOUT_META_FILE);
}

/**
 * Reads every Wyscout World Cup 2018 match of the data (all 64), in kick-off order: the header and
 * the clock at once (they are all the schedule and the match list need), the events converted on
 * first use, so start-up stays short.
 */
export function loadFootballSources(
  dataDir: string,
  metadata: WyscoutCompetitionFile = loadWyscoutMetadata(dataDir),
): FootballReplaySource[] {
  const worldCup = readJson<OpenfootballFile>(
    dataDir,
    'football',
    'openfootball',
    'worldcup',
    '2018',
    'worldcup.json',
  );
  const players = new Map(metadata.players.map((player) => [player.wyId, player]));
  return [...metadata.matches]
    .sort((a, b) => a.dateutc.localeCompare(b.dateutc) || a.wyId - b.wyId)
    .map((match) => {
      const file = readJson<ReducedWyscoutEventFile>(
        dataDir,
        ...WYSCOUT_DIR,
        'events',
        `${match.wyId}.json`,
      );
      if (file.matchId !== match.wyId) {
        throw new Error(`The event file of match ${match.wyId} holds match ${file.matchId}`);
      }
      const header = footballMatchHeader(match, roundOf(match, worldCup));
      const clock = FootballMatchClock.fromLastEvents(
        file.events.map(
          (event) => [periodOf({ matchPeriod: file.periods[event[4]] ?? '' }), event[5]] as const,
        ),
      );
      let data: FootballMatchData | undefined;
      return {
        header,
        clock,
        convert: () => {
          data ??= convertFootballMatch(header, expandWyscoutEvents(file), players);
          return data;
        },
      };
    });
}

/** Loads and converts every Wyscout match at once (tests and tools; the server converts on first use). */
export function loadFootballMatches(dataDir: string): FootballMatchData[] {
  return loadFootballSources(dataDir).map((source) => source.convert());
}
