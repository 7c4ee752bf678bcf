import { beijingDay, DAILY_CHEER_CHANCES, nextBeijingMidnight } from '@kanqiu/core';
import type { CheerBoard, CheerSide, MatchListEntry } from '@kanqiu/core/contract';
import { MESSAGES } from '../content/messages';
import type { ReplayMatch } from '../data/catalog';
import { ApiCode } from '../http/api-code';
import { ApiError } from '../http/api-error';
import type { ServerContext } from '../http/server-context';
import { matchList } from '../replay/match-list';

/** The match-list entry of a match now: its state, kick-off and score. */
export function matchEntry(context: ServerContext, match: ReplayMatch): MatchListEntry {
  const entries = matchList([match], context.schedule, context.clock.now());
  const entry = entries[0];
  if (!entry) throw new Error(`no match-list entry for ${match.id}`);
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
  match: ReplayMatch,
  userId: number,
  teamId?: string,
): Promise<CheerBoard> {
  const focus: CheerSide | null =
    teamId === undefined
      ? null
      : teamId === match.home.id
        ? 'home'
        : teamId === match.away.id
          ? 'away'
          : null;
  if (teamId !== undefined && focus === null) {
    throw new ApiError(ApiCode.NotFound, MESSAGES.unknownTeamOfMatch);
  }
  const now = context.clock.now();
  const day = beijingDay(now);
  const [totals, mine, used] = await Promise.all([
    context.store.cheerTotals([match.id]),
    context.store.userMatchCheers(userId, match.id),
    context.store.cheersOnDay(userId, day),
  ]);
  const all = (side: CheerSide) => totals.find((total) => total.side === side)?.cheers ?? 0;
  const entry = matchEntry(context, match);
  return {
    match: entry,
    cheer_open: cheerOpen(entry),
    focus_side: focus,
    home: { team: match.home, cheers: all('home'), mine: mine.home },
    away: { team: match.away, cheers: all('away'), mine: mine.away },
    chances: {
      daily: DAILY_CHEER_CHANCES,
      used,
      left: Math.max(0, DAILY_CHEER_CHANCES - used),
      day,
      resets_at: new Date(nextBeijingMidnight(now)).toISOString(),
    },
  };
}
