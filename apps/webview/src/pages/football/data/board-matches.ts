import type { MatchAnalysis, RecentMatch } from '@kanqiu/core/contract/match';
import type { BoardMatch, BoardSide } from '@kanqiu/ui';
import { beijingDate } from '../../../match/shared/match-date';
import { DATA_TEXT } from './data-texts';

/** How a knockout tie was decided, in a few words (`点球 4:3`, `加时`); `undefined` after 90 minutes. */
export function tieNote(
  match: Pick<RecentMatch, 'regular_score' | 'penalty_score'>,
): string | undefined {
  if (match.penalty_score) return DATA_TEXT.penalties(match.penalty_score);
  if (match.regular_score) return DATA_TEXT.extraTime;
  return undefined;
}

/** One recent match of the contract as the data board shows it, in the list of `team`. */
export function toBoardMatch(match: RecentMatch, team: BoardSide): BoardMatch {
  return {
    // The same earlier match can be in both teams' lists (they met): the key names the list too.
    id: `${team}-${match.match_id}`,
    team,
    venue: match.is_home ? 'home' : 'away',
    date: beijingDate(match.kickoff),
    competition: match.competition,
    home_team: match.home_team.name,
    away_team: match.away_team.name,
    home_score: match.home_score,
    away_score: match.away_score,
    note: tieNote(match),
  };
}

/** Both teams' recent matches for the board: the home team's, then the away team's, newest first. */
export function boardMatches(analysis: Pick<MatchAnalysis, 'home' | 'away'>): BoardMatch[] {
  return [
    ...analysis.home.matches.map((match) => toBoardMatch(match, 'home')),
    ...analysis.away.matches.map((match) => toBoardMatch(match, 'away')),
  ];
}
