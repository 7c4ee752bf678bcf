import type { MatchListEntry } from '@kanqiu/core/contract/match';
import type { CheerRanking, TeamRankRow } from '@kanqiu/core/contract/user';
import type { ServerContext } from '../http/server-context';
import { fanOf } from '../http/user-auth';

/** Fans listed in the ranking. */
export const RANKING_FAN_ROWS = 50;

/**
 * Teams and fans ranked by cheers, in the given matches (one, or all). Every team of those matches is
 * ranked, with 0 when nobody cheered for it; a team playing in several matches counts all of them.
 */
export async function cheerRanking(
  context: ServerContext,
  matches: readonly MatchListEntry[],
  userId: number,
  matchId: string | null,
): Promise<CheerRanking> {
  const totals = await context.store.cheerTotals(matches.map((match) => match.match_id));
  const teams = new Map<string, Omit<TeamRankRow, 'rank'>>();
  for (const match of matches) {
    for (const side of ['home', 'away'] as const) {
      const team = side === 'home' ? match.home_team : match.away_team;
      const key = `${match.sport}:${team.id}`;
      const row = teams.get(key) ?? { sport: match.sport, team, cheers: 0 };
      row.cheers += totals
        .filter((total) => total.matchId === match.match_id && total.side === side)
        .reduce((sum, total) => sum + total.cheers, 0);
      teams.set(key, row);
    }
  }
  const ranking = await context.store.fanRanking({
    ...(matchId === null ? {} : { matchId }),
    limit: RANKING_FAN_ROWS,
    userId,
  });
  const fanRow = (standing: { userId: number; rank: number | null; cheers: number }) => ({
    ...fanOf(standing.userId),
    rank: standing.rank,
    cheers: standing.cheers,
    is_me: standing.userId === userId,
  });
  return {
    match_id: matchId,
    teams: competitionRanks(
      [...teams.values()].sort(
        (a, b) => b.cheers - a.cheers || a.team.name.localeCompare(b.team.name, 'zh-CN'),
      ),
    ),
    fans: ranking.top.map(fanRow),
    me: fanRow(ranking.me ?? { userId, rank: null, cheers: 0 }),
    total_fans: ranking.totalFans,
  };
}

/** Ranks rows already sorted by cheers: equal cheers share a rank and the next rank skips (1, 1, 3). */
function competitionRanks<T extends { cheers: number }>(rows: T[]): (T & { rank: number })[] {
  return rows.map((row) => ({
    ...row,
    rank: rows.findIndex((other) => other.cheers === row.cheers) + 1,
  }));
}
