/** Raw shapes of the openfootball files in `data/football/openfootball/`. */

/** A goal of a World Cup record. */
export interface OpenfootballGoal {
  name: string;
  minute: number;
  offset?: number;
  penalty?: boolean;
  owngoal?: boolean;
}

/** One match record of a World Cup or league file. */
export interface OpenfootballMatch {
  round: string;
  date: string;
  /** Local time, `"18:00 UTC+3"` (World Cup 2018), `"20:00"` (others); missing on some fixtures. */
  time?: string;
  team1: string;
  team2: string;
  /** Empty for fixtures not yet played. */
  score: {
    ht?: [number, number];
    ft?: [number, number];
    et?: [number, number];
    p?: [number, number];
  };
  goals1?: OpenfootballGoal[];
  goals2?: OpenfootballGoal[];
  group?: string;
  ground?: string;
}

/** A World Cup or league file. */
export interface OpenfootballFile {
  name: string;
  matches: OpenfootballMatch[];
}

/** `worldcup.standings.json`. */
export interface OpenfootballStandingsFile {
  groups: {
    name: string;
    standings: {
      team: { name: string; code: string };
      pos: number;
      played: number;
      won: number;
      drawn: number;
      lost: number;
      goals_for: number;
      goals_against: number;
      pts: number;
    }[];
  }[];
}
