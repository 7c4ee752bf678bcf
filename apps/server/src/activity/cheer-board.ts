import { beijingDay, DAILY_CHEER_CHANCES, nextBeijingMidnight } from '@kanqiu/core';
import type { MatchListEntry } from '@kanqiu/core/contract/match';
import type { CheerBoard, CheerSide } from '@kanqiu/core/contract/user';
import { MESSAGES } from '../content/messages';
import { ApiCode } from '../http/api-code';
import { ApiError } from '../http/api-error';
import type { ServerContext } from '../http/server-context';

/** The match-list entry of a match now: its state, kick-off and score. */
export function matchEntry(context: ServerContext, match: MatchListEntry): MatchListEntry {
  const entry = context.provider.entry(match.match_id);
  if (!entry) throw new Error(`no match-list entry for ${match.match_id}`);
  return entry;
}

/** A match takes cheers until it is finished. */
export function cheerOpen(entry: MatchListEntry): boolean {
  return entry.state !== 'finished';
}

/**
 * The cheer board of a match for one user: both sides' cheers, the user's own, and the user's chances
 * of the current Beijing day.
 *
 * @throws ApiError 4004 when `teamId` is neither side of the match.
 */
export async function cheerBoard(
  context: ServerContext,
  match: MatchListEntry,
  userId: number,
  teamId?: string,
): Promise<CheerBoard> {
  const focus: CheerSide | null =
    teamId === undefined
      ? null
      : teamId === match.home_team.id
        ? 'home'
        : teamId === match.away_team.id
          ? 'away'
          : null;
  if (teamId !== undefined && focus === null) {
    throw new ApiError(ApiCode.NotFound, MESSAGES.unknownTeamOfMatch);
  }
  const now = context.clock.now();
  const day = beijingDay(now);
  const [totals, mine, used] = await Promise.all([
    context.store.cheerTotals([match.match_id]),
    context.store.userMatchCheers(userId, match.match_id),
    context.store.cheersOnDay(userId, day),
  ]);
  const all = (side: CheerSide) => totals.find((total) => total.side === side)?.cheers ?? 0;
  const entry = matchEntry(context, match);
  return {
    match: entry,
    cheer_open: cheerOpen(entry),
    focus_side: focus,
    home: { team: match.home_team, cheers: all('home'), mine: mine.home },
    away: { team: match.away_team, cheers: all('away'), mine: mine.away },
    chances: {
      daily: DAILY_CHEER_CHANCES,
      used,
      left: Math.max(0, DAILY_CHEER_CHANCES - used),
      day,
      resets_at: new Date(nextBeijingMidnight(now)).toISOString(),
    },
  };
}
