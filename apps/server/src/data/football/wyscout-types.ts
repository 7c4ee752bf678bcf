/**
 * Shapes of the reduced Wyscout files in `data/football/wyscout/` (written by
 * `src/data/tools/reduce-wyscout.ts`; only the fields kanqiu reads).
 */

/** A pitch point in percent, seen from the acting team's attacking direction. */
export interface WyscoutPosition {
  x: number;
  y: number;
}

/** One event of a match, in the source's own terms. */
export interface WyscoutEvent {
  id: number;
  eventName: string;
  subEventName: string;
  teamId: number;
  playerId: number;
  /** `1H`, `2H`, `E1`, `E2` (extra time) or `P` (the penalty shoot-out). */
  matchPeriod: string;
  /** Seconds since the start of the period. */
  eventSec: number;
  positions: WyscoutPosition[];
  /** Wyscout tag ids (the source writes `{id}` objects; the reduced files keep the ids). */
  tags: readonly number[];
}

/** A match's events. */
export interface WyscoutEventFile {
  events: WyscoutEvent[];
}

/** One event of a reduced event file: `[id, kind, team, playerId, period, eventSec, positions, tags]`. */
export type ReducedWyscoutEvent = [
  number,
  number,
  number,
  number,
  number,
  number,
  number[],
  number[],
];

/** A reduced event file: events as tuples, names and ids kept once in lookup lists. */
export interface ReducedWyscoutEventFile {
  matchId: number;
  teams: [number, number];
  periods: string[];
  kinds: [string, string][];
  events: ReducedWyscoutEvent[];
}

/** A lineup or bench entry of the match metadata; cards hold the minute (`"0"`: none). */
export interface WyscoutFormationPlayer {
  playerId: number;
  yellowCards: string;
  redCards: string;
}

/** One substitution of the match metadata. */
export interface WyscoutSubstitution {
  playerIn: number;
  playerOut: number;
  minute: number;
}

/** One team's part of a match record. */
export interface WyscoutTeamData {
  teamId: number;
  side: 'home' | 'away';
  /** Goals in the 90 minutes. */
  score: number;
  scoreHT: number;
  /** Goals after extra time (0 when none was played). */
  scoreET: number;
  /** Shoot-out penalties scored (0 when there was none). */
  scoreP: number;
  formation: {
    lineup: WyscoutFormationPlayer[];
    bench: WyscoutFormationPlayer[];
    substitutions: WyscoutSubstitution[] | 'null';
  };
}

/** A match record of the metadata. */
export interface WyscoutMatch {
  wyId: number;
  label: string;
  dateutc: string;
  venue: string;
  /** `Regular`, `ExtraTime` or `Penalties`. */
  duration: string;
  groupName: string;
  gameweek: number;
  teamsData: Record<string, WyscoutTeamData>;
}

/** A team record of the metadata. */
export interface WyscoutTeam {
  wyId: number;
  name: string;
  officialName: string;
  area: { name: string; alpha3code: string };
}

/** A player record of the metadata. */
export interface WyscoutPlayer {
  wyId: number;
  shortName: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  role: { code2: string };
}

/** The reduced metadata file: every match record, its teams and the players of its lineups and benches. */
export interface WyscoutCompetitionFile {
  matches: WyscoutMatch[];
  teams: WyscoutTeam[];
  players: WyscoutPlayer[];
}

/** The events of a reduced event file as source-shaped events, in match order. */
export function expandWyscoutEvents(file: ReducedWyscoutEventFile): WyscoutEvent[] {
  return file.events.map(([id, kind, team, playerId, period, eventSec, flat, tags]) => {
    const [eventName = '', subEventName = ''] = file.kinds[kind] ?? [];
    const positions: WyscoutPosition[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) {
      positions.push({ x: flat[i] as number, y: flat[i + 1] as number });
    }
    return {
      id,
      eventName,
      subEventName,
      teamId: file.teams[team] ?? 0,
      playerId,
      matchPeriod: file.periods[period] ?? '',
      eventSec,
      positions,
      tags,
    };
  });
}
