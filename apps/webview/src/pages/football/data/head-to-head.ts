import { type RecentMatch, summarizeForm } from '@kanqiu/core/contract/match';

/** The record of the analysed match's home team over the two teams' earlier meetings. */
export interface HeadToHeadRecord {
  played: number;
  win: number;
  draw: number;
  lose: number;
  scored: number;
  conceded: number;
}

/**
 * Totals over the meetings, each `result` and `is_home` being from the side of the analysed match's
 * home team (docs/contract.md).
 */
export function headToHeadRecord(meetings: readonly RecentMatch[]): HeadToHeadRecord {
  const { goals_for, goals_against, ...results } = summarizeForm(meetings);
  return { ...results, scored: goals_for, conceded: goals_against };
}

/** Which side of a meeting won it on the score shown; `null` for a draw. */
export function meetingWinner(meeting: RecentMatch): 'home' | 'away' | null {
  if (meeting.home_score === meeting.away_score) return null;
  return meeting.home_score > meeting.away_score ? 'home' : 'away';
}
