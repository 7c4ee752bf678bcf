/** Raw shapes of the Wyscout files in `data/football/wyscout/` (only the fields kanqiu reads). */

/** A pitch point in percent, seen from the acting team's attacking direction. */
export interface WyscoutPosition {
  x: number;
  y: number;
}

/** One event of a per-match event file. */
export interface WyscoutEvent {
  id: number;
  eventId: number;
  eventName: string;
  subEventName: string;
  teamId: number;
  playerId: number;
  matchPeriod: string;
  /** Seconds since the start of the period. */
  eventSec: number;
  positions: WyscoutPosition[];
  tags: { id: number }[];
}

/** A per-match event file. */
export interface WyscoutEventFile {
  events: WyscoutEvent[];
}

/** A lineup or bench entry of the match metadata; numbers are strings, cards hold the minute. */
export interface WyscoutFormationPlayer {
  playerId: number;
  goals: string;
  ownGoals: string;
  assists: string;
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
  score: number;
  scoreHT: number;
  formation: {
    lineup: WyscoutFormationPlayer[];
    bench: WyscoutFormationPlayer[];
    substitutions: WyscoutSubstitution[] | 'null';
  };
}

/** A match record of `matches-extract.json`. */
export interface WyscoutMatch {
  wyId: number;
  label: string;
  dateutc: string;
  venue: string;
  groupName: string;
  duration: string;
  teamsData: Record<string, WyscoutTeamData>;
}

/** A team record of `matches-extract.json`. */
export interface WyscoutTeam {
  wyId: number;
  name: string;
  area: { alpha3code: string };
}

/** A player record of `matches-extract.json`. */
export interface WyscoutPlayer {
  wyId: number;
  shortName: string;
  firstName: string;
  lastName: string;
  role: { code2: string };
}

/** `matches-extract.json`. */
export interface WyscoutExtract {
  matches: WyscoutMatch[];
  teams: WyscoutTeam[];
  players: WyscoutPlayer[];
}
