import type { BasketballSeriesGame } from '@kanqiu/core/contract/basketball';
import type { TeamRefData } from '@kanqiu/core/contract/match';
import type { BoardMatch, BoardSide } from '@kanqiu/ui';
import { beijingDate } from '../../../match/shared/match-date';

/**
 * The season's earlier meetings of the two teams (oldest first, as the data board call gives them)
 * as the data board's matches: each meeting once in each team's list, newest first, seen from that
 * team (where it played).
 */
export function meetingBoard(
  meetings: readonly BasketballSeriesGame[],
  teams: Record<BoardSide, TeamRefData>,
): BoardMatch[] {
  const newestFirst = [...meetings].reverse();
  return (['home', 'away'] as const).flatMap((side) =>
    newestFirst.map((game) => ({
      id: `${side}-${game.match_id}`,
      team: side,
      venue: game.home_team.id === teams[side].id ? 'home' : 'away',
      date: beijingDate(game.kickoff),
      competition: game.competition,
      home_team: game.home_team.name,
      away_team: game.away_team.name,
      home_score: game.home_score,
      away_score: game.away_score,
    })),
  );
}
