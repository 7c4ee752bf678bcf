/**
 * Writes the reduced copy of the Wyscout World Cup 2018 data that `apps/server/data/football/wyscout/`
 * ships: one metadata file (the 64 match records, the 32 teams and the players of their lineups and
 * benches, names un-double-escaped) and one compact event file per match that keeps only the event
 * fields and tags the server reads. Run with Node 24 (type stripping):
 *
 *   node apps/server/src/data/tools/reduce-wyscout.ts <source wyscout dir> <target wyscout dir>
 *
 * The source directory holds `matches_World_Cup.json`, `teams.json`, `players.json` and
 * `wc2018/<matchId>.json.gz` (the data pack's layout).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/** The metadata file's name, and the folder of the event files, inside the target directory. */
export const REDUCED_META_FILE = 'world-cup-2018.json';
export const REDUCED_EVENTS_DIR = 'events';

/** Periods in the order an event's period index counts them. */
export const REDUCED_PERIODS = ['1H', '2H', 'E1', 'E2', 'P'] as const;

/**
 * The Wyscout tags the server reads (goal, own goal, assist, key pass, foot / head, where a shot
 * went, duels lost / neutral / won, interception, sliding tackle, missed ball, cards, accurate / not
 * accurate, counter-attack, dangerous ball lost, blocked); every other tag is dropped.
 */
export const KEPT_TAGS: ReadonlySet<number> = new Set([
  101,
  102,
  301,
  302,
  401,
  402,
  403,
  701,
  702,
  703,
  1302,
  1401,
  1601,
  1701,
  1702,
  1703,
  1801,
  1802,
  1901,
  2001,
  2101,
  ...Array.from({ length: 23 }, (_, i) => 1201 + i),
]);

/** The fields of one event tuple of a reduced event file, in order. */
export const EVENT_FIELDS = [
  'id',
  'kind',
  'team',
  'playerId',
  'period',
  'eventSec',
  'positions',
  'tags',
] as const;

interface SourceEvent {
  id: number;
  eventName: string;
  subEventName: string;
  teamId: number;
  playerId: number;
  matchPeriod: string;
  eventSec: number;
  positions: { x: number; y: number }[];
  tags: { id: number }[];
}

interface SourceFormationPlayer {
  playerId: number;
  yellowCards: string;
  redCards: string;
}

interface SourceTeamData {
  teamId: number;
  side: string;
  score: number;
  scoreHT: number;
  scoreET: number;
  scoreP: number;
  formation: {
    lineup: SourceFormationPlayer[];
    bench: SourceFormationPlayer[];
    substitutions: { playerIn: number; playerOut: number; minute: number }[] | 'null';
  };
}

interface SourceMatch {
  wyId: number;
  label: string;
  dateutc: string;
  venue: string;
  duration: string;
  winner: number;
  roundId: number;
  gameweek: number;
  groupName: string;
  teamsData: Record<string, SourceTeamData>;
}

interface SourcePlayer {
  wyId: number;
  shortName: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  birthDate: string;
  role: { code2: string };
}

interface SourceTeam {
  wyId: number;
  name: string;
  officialName: string;
  area: { name: string; alpha3code: string };
}

/** One event of a reduced file: `[id, kind, team, playerId, period, eventSec, positions, tags]`. */
export type ReducedEvent = [number, number, 0 | 1, number, number, number, number[], number[]];

/** A reduced event file. */
export interface ReducedEventFile {
  matchId: number;
  /** Wyscout team ids; an event's `team` is an index into this pair. */
  teams: [number, number];
  periods: readonly string[];
  /** `[eventName, subEventName]` of each kind; an event's `kind` is an index into this list. */
  kinds: [string, string][];
  fields: readonly string[];
  events: ReducedEvent[];
}

/**
 * Undoes the source's second escaping of non-ASCII characters (`Kant\u00e9` → `Kanté`); anything
 * that is not such an escape is left alone.
 */
export function unescapeTwice(text: string): string {
  return text.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/** Seconds rounded to the microsecond: drops the source's float noise (`3.470728000000001`). */
function micro(seconds: number): number {
  return Math.round(seconds * 1e6) / 1e6;
}

/** The compact form of one match's event file. */
export function reduceEventFile(
  matchId: number,
  teams: [number, number],
  events: readonly SourceEvent[],
): ReducedEventFile {
  const kinds: [string, string][] = [];
  const kindIndex = new Map<string, number>();
  const out: ReducedEvent[] = [];
  for (const event of events) {
    const key = `${event.eventName}/${event.subEventName}`;
    let kind = kindIndex.get(key);
    if (kind === undefined) {
      kind = kinds.length;
      kinds.push([event.eventName, event.subEventName]);
      kindIndex.set(key, kind);
    }
    const team = teams.indexOf(event.teamId);
    const period = (REDUCED_PERIODS as readonly string[]).indexOf(event.matchPeriod);
    if (team < 0)
      throw new Error(`Match ${matchId}: event ${event.id} of unknown team ${event.teamId}`);
    if (period < 0)
      throw new Error(`Match ${matchId}: event ${event.id} in period ${event.matchPeriod}`);
    out.push([
      event.id,
      kind,
      team as 0 | 1,
      event.playerId,
      period,
      micro(event.eventSec),
      event.positions.flatMap((p) => [p.x, p.y]),
      event.tags.map((tag) => tag.id).filter((id) => KEPT_TAGS.has(id)),
    ]);
  }
  return { matchId, teams, periods: REDUCED_PERIODS, kinds, fields: EVENT_FIELDS, events: out };
}

function reduceFormationPlayer(entry: SourceFormationPlayer): SourceFormationPlayer {
  return { playerId: entry.playerId, yellowCards: entry.yellowCards, redCards: entry.redCards };
}

/** The reduced metadata: match records, the teams they name, the players of their lineups and benches. */
export function reduceMetadata(
  matches: readonly SourceMatch[],
  teams: readonly SourceTeam[],
  players: readonly SourcePlayer[],
): { matches: SourceMatch[]; teams: SourceTeam[]; players: SourcePlayer[] } {
  const teamIds = new Set<number>();
  const playerIds = new Set<number>();
  const reducedMatches = matches.map((match) => {
    const teamsData: Record<string, SourceTeamData> = {};
    for (const [key, team] of Object.entries(match.teamsData)) {
      teamIds.add(team.teamId);
      for (const entry of [...team.formation.lineup, ...team.formation.bench]) {
        playerIds.add(entry.playerId);
      }
      teamsData[key] = {
        teamId: team.teamId,
        side: team.side,
        score: team.score,
        scoreHT: team.scoreHT,
        scoreET: team.scoreET,
        scoreP: team.scoreP,
        formation: {
          lineup: team.formation.lineup.map(reduceFormationPlayer),
          bench: team.formation.bench.map(reduceFormationPlayer),
          substitutions: team.formation.substitutions,
        },
      };
    }
    return {
      wyId: match.wyId,
      label: unescapeTwice(match.label),
      dateutc: match.dateutc,
      venue: unescapeTwice(match.venue),
      duration: match.duration,
      winner: match.winner,
      roundId: match.roundId,
      gameweek: match.gameweek,
      groupName: match.groupName,
      teamsData,
    };
  });
  const keptTeams = teams
    .filter((team) => teamIds.has(team.wyId))
    .map((team) => ({
      wyId: team.wyId,
      name: unescapeTwice(team.name),
      officialName: unescapeTwice(team.officialName),
      area: { name: unescapeTwice(team.area.name), alpha3code: team.area.alpha3code },
    }));
  const keptPlayers = players
    .filter((player) => playerIds.has(player.wyId))
    .map((player) => ({
      wyId: player.wyId,
      shortName: unescapeTwice(player.shortName),
      firstName: unescapeTwice(player.firstName),
      lastName: unescapeTwice(player.lastName),
      birthDate: player.birthDate,
      role: { code2: player.role.code2 },
    }));
  for (const id of teamIds) {
    if (!keptTeams.some((team) => team.wyId === id))
      throw new Error(`Team ${id} is not in teams.json`);
  }
  for (const id of playerIds) {
    if (!keptPlayers.some((player) => player.wyId === id)) {
      throw new Error(`Player ${id} is not in players.json`);
    }
  }
  return { matches: reducedMatches, teams: keptTeams, players: keptPlayers };
}

/** JSON text of a reduced event file with one event a line, so a diff shows what changed. */
export function formatEventFile(file: ReducedEventFile): string {
  const { events, ...header } = file;
  const head = JSON.stringify(header).slice(0, -1);
  const lines = events.map((event) => JSON.stringify(event)).join(',\n');
  return `${head},"events":[\n${lines}\n]}\n`;
}

function readJsonFile<T>(path: string): T {
  const bytes = readFileSync(path);
  const text = path.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  return JSON.parse(text) as T;
}

/** Reads the source directory and writes the reduced files into `target`. */
export function reduceWyscoutDirectory(source: string, target: string): { files: number } {
  const matches = readJsonFile<SourceMatch[]>(join(source, 'matches_World_Cup.json'));
  const meta = reduceMetadata(
    matches,
    readJsonFile<SourceTeam[]>(join(source, 'teams.json')),
    readJsonFile<SourcePlayer[]>(join(source, 'players.json')),
  );
  mkdirSync(join(target, REDUCED_EVENTS_DIR), { recursive: true });
  writeFileSync(join(target, REDUCED_META_FILE), `${JSON.stringify(meta)}\n`);
  const eventFiles = readdirSync(join(source, 'wc2018')).filter((name) =>
    name.endsWith('.json.gz'),
  );
  for (const match of meta.matches) {
    const name = `${match.wyId}.json.gz`;
    if (!eventFiles.includes(name)) throw new Error(`No event file ${name}`);
    const file = readJsonFile<{ events: SourceEvent[] }>(join(source, 'wc2018', name));
    const sides = Object.values(match.teamsData);
    const home = sides.find((team) => team.side === 'home')?.teamId;
    const away = sides.find((team) => team.side === 'away')?.teamId;
    if (home === undefined || away === undefined) throw new Error(`Match ${match.wyId}: no sides`);
    const reduced = reduceEventFile(match.wyId, [home, away], file.events);
    writeFileSync(join(target, REDUCED_EVENTS_DIR, `${match.wyId}.json`), formatEventFile(reduced));
  }
  return { files: meta.matches.length + 1 };
}

const [, script, sourceDir, targetDir] = process.argv;
if (script === fileURLToPath(import.meta.url) && sourceDir && targetDir) {
  const { files } = reduceWyscoutDirectory(sourceDir, targetDir);
  console.log(`wrote ${files} files to ${targetDir}`);
}
