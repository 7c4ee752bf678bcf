/** Which of the board's two teams a match or filter is about. */
export type BoardSide = 'home' | 'away';

/** The team filter of the board: one team's matches or both teams'. */
export type BoardTeamFilter = BoardSide | 'both';

/** A team's result in one match. */
export type MatchResult = 'win' | 'draw' | 'lose';

/** One recent match of one of the board's teams. */
export interface BoardMatch {
  id: string | number;
  /** Whose recent match this is: the board's home team or its away team. */
  team: BoardSide;
  /** Where that team played: at home or away. */
  venue: BoardSide;
  /** ISO date, e.g. `2018-06-16`. */
  date: string;
  competition: string;
  home_team: string;
  away_team: string;
  home_score: number;
  away_score: number;
  /** A few words under the score, e.g. how a knockout tie was decided (`加时`, `点球 4:3`). */
  note?: string;
}

/** A team's record over some matches. */
export interface BoardSummary {
  played: number;
  win: number;
  draw: number;
  lose: number;
  /** win ÷ played, 0 when no match was played. */
  winRate: number;
  scored: number;
  conceded: number;
  /** Results, newest first. */
  form: MatchResult[];
}

/** The result of `match` for the team the match belongs to. */
export function matchResult(match: BoardMatch): MatchResult {
  const scored = match.venue === 'home' ? match.home_score : match.away_score;
  const conceded = match.venue === 'home' ? match.away_score : match.home_score;
  return scored > conceded ? 'win' : scored < conceded ? 'lose' : 'draw';
}

/** The first `sessions` matches of `side`, in the order given (newest first). */
export function recentMatches(
  matches: readonly BoardMatch[],
  side: BoardSide,
  sessions: number,
): BoardMatch[] {
  return matches.filter((match) => match.team === side).slice(0, sessions);
}

/** The record of a team over `matches` (all of one team). */
export function summarize(matches: readonly BoardMatch[]): BoardSummary {
  const summary: BoardSummary = {
    played: matches.length,
    win: 0,
    draw: 0,
    lose: 0,
    winRate: 0,
    scored: 0,
    conceded: 0,
    form: [],
  };
  for (const match of matches) {
    const result = matchResult(match);
    summary[result] += 1;
    summary.form.push(result);
    summary.scored += match.venue === 'home' ? match.home_score : match.away_score;
    summary.conceded += match.venue === 'home' ? match.away_score : match.home_score;
  }
  summary.winRate = summary.played === 0 ? 0 : summary.win / summary.played;
  return summary;
}
