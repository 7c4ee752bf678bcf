/** Raw shapes of the reduced ESPN game files in `data/basketball/hoopr/` (only the fields kanqiu reads). */

/** One play of the play-by-play (hoopR's flattened columns). */
export interface EspnPlay {
  id: number | string;
  'type.text': string;
  text: string;
  awayScore: number;
  homeScore: number;
  'period.number': number;
  'clock.displayValue': string;
  scoringPlay: boolean;
  scoreValue: number;
  shootingPlay: boolean;
  'team.id': string | null;
  'participants.0.athlete.id': string | null;
  'participants.1.athlete.id': string | null;
  'participants.2.athlete.id': string | null;
  wallclock: string;
  /** Court location in feet (basket at 25, 0); -214748340 / -214748365 when there is none. */
  'coordinate.x'?: number | null;
  'coordinate.y'?: number | null;
}

/** One athlete line of the box score. */
export interface EspnAthleteLine {
  athlete: {
    id: string;
    displayName: string;
    shortName: string;
    position: { abbreviation: string };
  };
  starter: boolean;
  didNotPlay: boolean;
  /** ESPN writes `COACH'S DECISION` on every line; it means something only when `didNotPlay`. */
  reason?: string;
  /** MIN, FG, 3PT, FT, OREB, DREB, REB, AST, STL, BLK, TO, PF, +/-, PTS (empty when DNP). */
  stats: string[];
}

/** One team statistic of the final team box score, e.g. `pointsInPaint` `42`. */
export interface EspnTeamStatistic {
  name: string;
  displayValue: string;
}

/** The box score. */
export interface EspnBoxscore {
  teams?: { team: { id: string }; statistics: EspnTeamStatistic[] }[];
  players: {
    team: { id: string; abbreviation: string };
    statistics: { names: string[]; athletes: EspnAthleteLine[]; totals: string[] }[];
  }[];
}

/** One competitor of the header. */
export interface EspnCompetitor {
  id: string;
  homeAway: 'home' | 'away';
  score: string;
  team: { id: string; abbreviation: string; displayName: string; location?: string };
  linescores: { displayValue: string }[];
  record?: { type: string; summary: string }[];
}

/** One game of ESPN's `seasonseries` block. */
export interface EspnSeriesEvent {
  id: string;
  date: string;
  statusType?: { completed?: boolean };
  competitors: {
    homeAway: 'home' | 'away';
    winner?: boolean;
    score: string;
    team: { id: string; abbreviation: string; displayName: string };
  }[];
}

/** A season series of ESPN's `seasonseries` block: `season` (regular season) or `playoff`. */
export interface EspnSeasonSeries {
  type: string;
  title?: string;
  description?: string;
  totalCompetitions?: number;
  events: EspnSeriesEvent[];
}

/** One entry of ESPN's win-probability series (one per play). */
export interface EspnWinProbability {
  homeWinPercentage: number;
  tiePercentage: number;
  playId: string;
}

/** A reduced ESPN game file. */
export interface EspnGameFile {
  gameId: string | number;
  plays: EspnPlay[];
  boxscore: EspnBoxscore;
  header: {
    id: string;
    gameNote?: string;
    competitions: {
      date: string;
      competitors: EspnCompetitor[];
      series?: { type: string; summary: string; competitors: { id: string; wins: number }[] }[];
    }[];
  };
  gameInfo?: {
    venue?: { fullName?: string; address?: { city?: string; state?: string } };
    attendance?: number;
    officials?: { displayName?: string; fullName?: string; order?: number }[];
  };
  winprobability?: EspnWinProbability[];
  seasonseries?: EspnSeasonSeries[];
  /** ESPN's game leaders (points, assists, rebounds) per team, at the final buzzer. */
  leaders?: {
    team: { id: string };
    leaders: { name: string; leaders: { displayValue: string; athlete: { id: string } }[] }[];
  }[];
  season?: { year: number; type: number };
  format?: { regulation?: { periods?: number; clock?: number }; overtime?: { clock?: number } };
}
