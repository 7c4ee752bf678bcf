import type { CompetitionClock, WorldClock } from '@kanqiu/core/contract';
import { replayPass } from '@kanqiu/net/world';

/**
 * The replayed competition a league-database season (`wc-2018`, as the team pages name it) belongs
 * to, when the replay is past its first pass through it: a page showing that season's tables or
 * matches then names the pass (docs/behaviour.md, "The restart"). `null` for any other season and on
 * the first pass. The pass itself is `replayPass` of `@kanqiu/net/world`; this only matches the
 * season, and lives beside the pages that use it so that the home and model pages do not load it.
 */
export function seasonReplayPass(
  clock: WorldClock,
  season: string,
): { pass: number; competition: CompetitionClock } | null {
  for (const competition of clock.competitions) {
    const { database } = competition;
    const pass = replayPass(competition);
    if (pass !== null && database && `${database.key}-${database.season}` === season) {
      return { pass, competition };
    }
  }
  return null;
}
