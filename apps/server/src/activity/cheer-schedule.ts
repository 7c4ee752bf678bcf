import { beijingDay } from '@kanqiu/core';
import type { CheerSchedule } from '@kanqiu/core/contract/user';
import type { ServerContext } from '../http/server-context';
import { cheerOpen } from './cheer-board';

/**
 * The matches open for cheering (upcoming and live), grouped by the Beijing day of their kick-off (of
 * the replay's current run), each day and each day's matches by kick-off.
 */
export async function cheerSchedule(context: ServerContext): Promise<CheerSchedule> {
  const open = context.provider
    .list()
    .filter(cheerOpen)
    .sort(
      (a, b) =>
        Date.parse(a.kickoff) - Date.parse(b.kickoff) || a.match_id.localeCompare(b.match_id),
    );
  const totals = await context.store.cheerTotals(open.map((entry) => entry.match_id));
  const cheers = (matchId: string, side: 'home' | 'away') =>
    totals.find((total) => total.matchId === matchId && total.side === side)?.cheers ?? 0;
  const days: CheerSchedule['days'] = [];
  for (const entry of open) {
    const date = beijingDay(Date.parse(entry.kickoff));
    let day = days.find((candidate) => candidate.date === date);
    if (!day) {
      day = { date, matches: [] };
      days.push(day);
    }
    day.matches.push({
      match: entry,
      home_cheers: cheers(entry.match_id, 'home'),
      away_cheers: cheers(entry.match_id, 'away'),
    });
  }
  return { days };
}
