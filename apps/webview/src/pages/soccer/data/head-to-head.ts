import type { RecentMatch } from '@kanqiu/core/contract';

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
  const record: HeadToHeadRecord = {
    played: meetings.length,
    win: 0,
    draw: 0,
    lose: 0,
    scored: 0,
    conceded: 0,
  };
  for (const meeting of meetings) {
    record[meeting.result] += 1;
    record.scored += meeting.is_home ? meeting.home_score : meeting.away_score;
    record.conceded += meeting.is_home ? meeting.away_score : meeting.home_score;
  }
  return record;
}

/** Which side of a meeting won it on the score shown; `null` for a draw. */
export function meetingWinner(meeting: RecentMatch): 'home' | 'away' | null {
  if (meeting.home_score === meeting.away_score) return null;
  return meeting.home_score > meeting.away_score ? 'home' : 'away';
}
